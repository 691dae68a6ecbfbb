/* The two loops of engine/montecarlo.py that run over every child of a
 * tree node, compiled: an optional core.
 *
 * Search._select (the child of highest urgency) and the RAVE half of
 * Search._back_up are the reference and the documentation; read them for
 * the why. Together they were over half of a 13x13 search once the
 * playouts were compiled: each simulation walks a few nodes of 150
 * children and updates the RAVE statistics of half of them.
 *
 * The functions work on the Node objects themselves, reading and writing
 * their slots (Node has __slots__): the same Python ints and floats the
 * Python code would leave, computed with the same double operations in the
 * same order (built with -ffp-contract=off, so that no multiply-add is
 * fused), so that a search gives the same tree with the core and without
 * it (tests/test_search.py runs both).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <string.h>

/* engine/geometry.py */
#define MAX_BOARD 25
#define BOARDSIZE ((MAX_BOARD + 2) * (MAX_BOARD + 1) + 1)
#define PASS_MOVE 0

enum { F_MOVE, F_CHILDREN, F_N, F_W, F_PN, F_PW, F_AN, F_AW, N_FIELDS };
static const char *FIELD_NAMES[N_FIELDS] = {"move", "children", "n", "w", "pn", "pw",
                                            "an", "aw"};

/* Where Node's slots are: a fact of the class, found once from its member
 * descriptors (and again if another class comes). */
static PyTypeObject *layout_of = NULL;
static Py_ssize_t offsets[N_FIELDS];

#define SLOT(o, f) (*(PyObject **)((char *)(o) + offsets[f]))

static int learn_layout(PyTypeObject *type)
{
    Py_ssize_t found[N_FIELDS];
    if (type == layout_of)
        return 0;
    for (int f = 0; f < N_FIELDS; f++) {
        PyObject *descr = PyObject_GetAttrString((PyObject *)type, FIELD_NAMES[f]);
        if (descr == NULL)
            return -1;
        if (!Py_IS_TYPE(descr, &PyMemberDescr_Type) ||
                ((PyMemberDescrObject *)descr)->d_member->type != T_OBJECT_EX) {
            Py_DECREF(descr);
            PyErr_Format(PyExc_TypeError, "%s.%s is not a slot", type->tp_name,
                         FIELD_NAMES[f]);
            return -1;
        }
        found[f] = ((PyMemberDescrObject *)descr)->d_member->offset;
        Py_DECREF(descr);
    }
    memcpy(offsets, found, sizeof(offsets));
    Py_INCREF(type);     /* held, so that no other class takes its address */
    Py_XDECREF(layout_of);
    layout_of = type;
    return 0;
}

static int slot_double(PyObject *node, int f, double *out)
{
    PyObject *v = SLOT(node, f);
    if (v == NULL) {
        PyErr_Format(PyExc_AttributeError, "%s unset", FIELD_NAMES[f]);
        return -1;
    }
    if (PyFloat_CheckExact(v)) {
        *out = PyFloat_AS_DOUBLE(v);
        return 0;
    }
    *out = PyFloat_AsDouble(v);         /* ints: exact for the counts a search reaches */
    return (*out == -1.0 && PyErr_Occurred()) ? -1 : 0;
}

static int check_child(PyObject *ch)
{
    if (Py_TYPE(ch) != layout_of) {
        PyErr_SetString(PyExc_TypeError, "children of mixed classes");
        return -1;
    }
    return 0;
}

/* Search._select: the first child of highest Node.urgency. */
static PyObject *py_select(PyObject *self, PyObject *args)
{
    PyObject *children;
    double rave_equiv;
    if (!PyArg_ParseTuple(args, "O!d", &PyList_Type, &children, &rave_equiv))
        return NULL;
    Py_ssize_t count = PyList_GET_SIZE(children);
    if (count == 0)
        Py_RETURN_NONE;
    if (learn_layout(Py_TYPE(PyList_GET_ITEM(children, 0))) < 0)
        return NULL;
    PyObject *best = Py_None;
    double best_value = -1.0;
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *ch = PyList_GET_ITEM(children, k);
        double n, pn, w, pw, an, aw, value;
        if (check_child(ch) < 0 || slot_double(ch, F_N, &n) < 0 ||
                slot_double(ch, F_PN, &pn) < 0 || slot_double(ch, F_W, &w) < 0 ||
                slot_double(ch, F_PW, &pw) < 0 || slot_double(ch, F_AN, &an) < 0)
            return NULL;
        n = n + pn;
        value = n != 0.0 ? (w + pw) / n : 0.5;
        if (an != 0.0) {
            if (slot_double(ch, F_AW, &aw) < 0)
                return NULL;
            double beta = an / (an + n + n * an / rave_equiv);
            value = beta * aw / an + (1.0 - beta) * value;
        }
        if (value > best_value) {
            best_value = value;
            best = ch;
        }
    }
    Py_INCREF(best);
    return best;
}

static int point_of(PyObject *v, long *out)
{
    long p = PyLong_AsLong(v);
    if (p == -1 && PyErr_Occurred())
        return -1;
    if (p < 0 || p >= BOARDSIZE) {
        PyErr_Format(PyExc_ValueError, "point %ld off the board array", p);
        return -1;
    }
    *out = p;
    return 0;
}

/* The RAVE half of Search._back_up: walking the moves backwards, a child of
 * path[k] gets a RAVE update when its move was first played, from move k
 * on, by the side to move at k. wins[parity] is that side's result. */
static PyObject *py_rave(PyObject *self, PyObject *args)
{
    PyObject *path, *seq;
    double wins[2];
    if (!PyArg_ParseTuple(args, "O!O!dd", &PyList_Type, &path, &PyList_Type, &seq,
                          &wins[0], &wins[1]))
        return NULL;
    signed char first[BOARDSIZE];
    memset(first, -1, sizeof(first));
    Py_ssize_t nseq = PyList_GET_SIZE(seq), npath = PyList_GET_SIZE(path);
    if (npath > 0 && learn_layout(Py_TYPE(PyList_GET_ITEM(path, 0))) < 0)
        return NULL;
    for (Py_ssize_t k = nseq - 1; k >= 0; k--) {
        long mv;
        if (point_of(PyList_GET_ITEM(seq, k), &mv) < 0)
            return NULL;
        int parity = (int)(k & 1);
        if (mv != PASS_MOVE)
            first[mv] = (signed char)parity;
        if (k >= npath)
            continue;
        PyObject *node = PyList_GET_ITEM(path, k);
        if (check_child(node) < 0)
            return NULL;
        PyObject *children = SLOT(node, F_CHILDREN);
        if (children == NULL || children == Py_None)
            continue;
        if (!PyList_Check(children)) {
            PyErr_SetString(PyExc_TypeError, "children must be a list");
            return NULL;
        }
        for (Py_ssize_t c = 0; c < PyList_GET_SIZE(children); c++) {
            PyObject *ch = PyList_GET_ITEM(children, c);
            long move;
            double an, aw;
            if (check_child(ch) < 0 || point_of(SLOT(ch, F_MOVE), &move) < 0)
                return NULL;
            if (first[move] != parity)
                continue;
            if (slot_double(ch, F_AN, &an) < 0 || slot_double(ch, F_AW, &aw) < 0)
                return NULL;
            PyObject *new_an = PyLong_FromLong((long)an + 1);
            PyObject *new_aw = PyFloat_FromDouble(aw + wins[parity]);
            if (new_an == NULL || new_aw == NULL) {
                Py_XDECREF(new_an);
                Py_XDECREF(new_aw);
                return NULL;
            }
            Py_XSETREF(SLOT(ch, F_AN), new_an);
            Py_XSETREF(SLOT(ch, F_AW), new_aw);
        }
    }
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"select", py_select, METH_VARARGS,
     "select(children, rave_equiv): Search._select, compiled."},
    {"rave", py_rave, METH_VARARGS,
     "rave(path, seq, win_even, win_odd): the RAVE updates of Search._back_up, compiled."},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_tree",
    "The child loops of kosumi.engine.montecarlo's search, compiled (optional).", -1,
    methods
};

PyMODINIT_FUNC PyInit__tree(void)
{
    return PyModule_Create(&module);
}
