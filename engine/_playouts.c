/* The playout loop of engine/playouts.py, compiled: an optional core.
 *
 * PlayoutBoard.playout() in playouts.py is the reference and the
 * documentation: this file plays the same policy move for move, with the
 * same random numbers (Python's own Mersenne Twister, whose state is taken
 * from the random.Random the caller passes and handed back after the game),
 * so that a search gives the same answer with the core and without it
 * (tests/test_playouts_compiled.py plays both on random positions). Each
 * function below is named after the method it mirrors; read that method
 * for the why.
 *
 * The board is copied in from the PlayoutBoard's lists (on-board points
 * only), played out here, and copied back, so the PlayoutBoard is left
 * exactly as the Python loop would leave it.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* engine/geometry.py and engine/colors.py */
#define MAX_BOARD 25
#define NS (MAX_BOARD + 1)
#define BOARDSIZE ((MAX_BOARD + 2) * (MAX_BOARD + 1) + 1)
#define PASS_MOVE 0
#define EMPTY 0
#define WHITE 1
#define BLACK 2
#define GRAY 3

static const int DIRS[4] = {NS, -1, -NS, 1};
static const int DIAGONALS[4] = {NS - 1, -NS - 1, -NS + 1, NS + 1};
static const int RING8[8] = {-NS - 1, -NS, -NS + 1, 1, NS + 1, NS, NS - 1, -1};

/* Probabilities of the policy: playouts.py's P_CAPTURE and P_PATTERN are
 * passed in, so that the two files cannot disagree. */

/* ------------------------------------------------------------------ */
/* Mersenne Twister MT19937, as CPython's random module runs it.       */

#define MT_N 624
#define MT_M 397

typedef struct {
    uint32_t mt[MT_N];
    int index;
} MTState;

static uint32_t mt_next(MTState *s)
{
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    uint32_t *mt = s->mt;
    if (s->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        s->index = 0;
    }
    y = mt[s->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* random.random(): 53 random bits in [0, 1). */
static double mt_random(MTState *s)
{
    uint32_t a = mt_next(s) >> 5, b = mt_next(s) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* ------------------------------------------------------------------ */
/* The board: PlayoutBoard's fields as C arrays.                        */

typedef struct {
    int color[BOARDSIZE];
    int head[BOARDSIZE];
    int nxt[BOARDSIZE];
    long long plib[BOARDSIZE];
    long long lsum[BOARDSIZE];
    long long lsq[BOARDSIZE];
    int ssize[BOARDSIZE];
    int where[BOARDSIZE];
    int empties[BOARDSIZE];
    int n_empties;
    long captures[3];
    int ko, last, last2;
    double reject_self_atari, p_capture, p_pattern;
    const unsigned char *shapes;     /* SHAPE_TABLE, 65536 entries */
    MTState rng;
} Board;

/* A small list of distinct points (the Python code's `out`/`libs` lists). */
typedef struct {
    int n;
    int p[BOARDSIZE];
} List;

static int list_has(const List *l, int p)
{
    for (int k = 0; k < l->n; k++)
        if (l->p[k] == p)
            return 1;
    return 0;
}

static int in_atari(const Board *b, int p)
{
    int h = b->head[p];
    long long n = b->plib[h], s = b->lsum[h];
    return n > 0 && n * b->lsq[h] == s * s;
}

static int atari_liberty(const Board *b, int p)
{
    int h = b->head[p];
    return (int)(b->lsum[h] / b->plib[h]);
}

/* liberties(p, limit), into `out` (emptied first). */
static void liberties(const Board *b, int p, int limit, List *out)
{
    int s = p;
    out->n = 0;
    for (;;) {
        for (int d = 0; d < 4; d++) {
            int q = s + DIRS[d];
            if (b->color[q] == EMPTY && !list_has(out, q)) {
                out->p[out->n++] = q;
                if (out->n >= limit)
                    return;
            }
        }
        s = b->nxt[s];
        if (s == p)
            return;
    }
}

static int is_legal(const Board *b, int p, int c)
{
    if (p == b->ko)
        return 0;
    for (int d = 0; d < 4; d++) {
        int q = p + DIRS[d];
        int cq = b->color[q];
        if (cq == EMPTY)
            return 1;
        if (cq == GRAY)
            continue;
        int atari = in_atari(b, q);
        if (cq == c) {
            if (!atari)
                return 1;
        }
        else if (atari)
            return 1;
    }
    return 0;
}

static int is_eye(const Board *b, int p, int c)
{
    for (int d = 0; d < 4; d++) {
        int cq = b->color[p + DIRS[d]];
        if (cq != c && cq != GRAY)
            return 0;
    }
    int bad = 0, edge = 0, other = BLACK + WHITE - c;
    for (int d = 0; d < 4; d++) {
        int cq = b->color[p + DIAGONALS[d]];
        if (cq == other)
            bad++;
        else if (cq == GRAY)
            edge = 1;
    }
    return bad + edge < 2;
}

static int self_atari(const Board *b, int p, int c)
{
    List libs, friend_libs;
    int friends[4], n_friends = 0;
    libs.n = 0;
    for (int d = 0; d < 4; d++) {
        int q = p + DIRS[d];
        int cq = b->color[q];
        if (cq == EMPTY) {
            if (!list_has(&libs, q))
                libs.p[libs.n++] = q;
        }
        else if (cq == GRAY)
            continue;
        else if (cq == c)
            friends[n_friends++] = q;
        else if (in_atari(b, q))
            return 0;
    }
    if (libs.n >= 2)
        return 0;
    for (int k = 0; k < n_friends; k++) {
        liberties(b, friends[k], 3, &friend_libs);
        for (int m = 0; m < friend_libs.n; m++) {
            int lib = friend_libs.p[m];
            if (lib != p && !list_has(&libs, lib)) {
                libs.p[libs.n++] = lib;
                if (libs.n >= 2)
                    return 0;
            }
        }
    }
    return 1;
}

static void merge(Board *b, int a, int c)
{
    if (b->ssize[a] < b->ssize[c]) {
        int t = a; a = c; c = t;
    }
    int s = c;
    for (;;) {
        b->head[s] = a;
        s = b->nxt[s];
        if (s == c)
            break;
    }
    int t = b->nxt[a];
    b->nxt[a] = b->nxt[c];
    b->nxt[c] = t;
    b->ssize[a] += b->ssize[c];
    b->plib[a] += b->plib[c];
    b->lsum[a] += b->lsum[c];
    b->lsq[a] += b->lsq[c];
}

static void remove_string(Board *b, int h)
{
    int stones[BOARDSIZE], n = 0;
    int s = h;
    for (;;) {
        stones[n++] = s;
        b->color[s] = EMPTY;
        b->where[s] = b->n_empties;
        b->empties[b->n_empties++] = s;
        s = b->nxt[s];
        if (s == h)
            break;
    }
    for (int k = 0; k < n; k++) {
        s = stones[k];
        long long ss = (long long)s * s;
        for (int d = 0; d < 4; d++) {
            int q = s + DIRS[d];
            int cq = b->color[q];
            if (cq == WHITE || cq == BLACK) {
                int g = b->head[q];
                b->plib[g] += 1;
                b->lsum[g] += s;
                b->lsq[g] += ss;
            }
        }
    }
}

static void play(Board *b, int p, int c)
{
    b->last2 = b->last;
    b->last = p;
    if (p == PASS_MOVE) {
        b->ko = 0;
        return;
    }
    int k = b->where[p];
    int moved = b->empties[--b->n_empties];
    if (moved != p) {
        b->empties[k] = moved;
        b->where[moved] = k;
    }
    b->where[p] = -1;
    b->color[p] = c;
    b->head[p] = p;
    b->nxt[p] = p;
    b->ssize[p] = 1;
    b->plib[p] = b->lsum[p] = b->lsq[p] = 0;
    int other = BLACK + WHITE - c;
    long captured = 0;
    int ko_stone = 0;
    long long pp = (long long)p * p;
    for (int d = 0; d < 4; d++) {
        int q = p + DIRS[d];
        int cq = b->color[q];
        if (cq == EMPTY) {
            b->plib[p] += 1;
            b->lsum[p] += q;
            b->lsq[p] += (long long)q * q;
        }
        else if (cq != GRAY) {
            int h = b->head[q];
            b->plib[h] -= 1;
            b->lsum[h] -= p;
            b->lsq[h] -= pp;
            if (cq == other && b->plib[h] == 0) {
                captured += b->ssize[h];
                ko_stone = q;
                remove_string(b, h);
            }
        }
    }
    for (int d = 0; d < 4; d++) {
        int q = p + DIRS[d];
        if (b->color[q] == c && b->head[q] != b->head[p])
            merge(b, b->head[p], b->head[q]);
    }
    if (captured)
        b->captures[c] += captured;
    int h = b->head[p];
    if (captured == 1 && b->ssize[h] == 1 && b->plib[h] == 1)
        b->ko = ko_stone;
    else
        b->ko = 0;
}

/* --- the policy --------------------------------------------------------- */

static int extension_libs(const Board *b, int p, int c)
{
    List libs, more;
    libs.n = 0;
    for (int d = 0; d < 4; d++) {
        int q = p + DIRS[d];
        if (b->color[q] == EMPTY) {
            if (!list_has(&libs, q))
                libs.p[libs.n++] = q;
        }
        else if (b->color[q] == c) {
            liberties(b, q, 4, &more);
            for (int m = 0; m < more.n; m++) {
                int lib = more.p[m];
                if (lib != p && !list_has(&libs, lib))
                    libs.p[libs.n++] = lib;
            }
        }
        if (libs.n >= 3)
            return 3;
    }
    return libs.n;
}

static void saving_moves(const Board *b, int c, const int *around, int n_around, List *out)
{
    int seen[8], n_seen = 0;
    out->n = 0;
    for (int k = 0; k < n_around; k++) {
        int q = around[k];
        if (b->color[q] != c || !in_atari(b, q))
            continue;
        int h = b->head[q], dup = 0;
        for (int m = 0; m < n_seen; m++)
            if (seen[m] == h)
                dup = 1;
        if (dup)
            continue;
        seen[n_seen++] = h;
        int s = h;
        for (;;) {
            for (int d = 0; d < 4; d++) {
                int r = s + DIRS[d];
                if (b->color[r] == BLACK + WHITE - c && in_atari(b, r)) {
                    int lib = atari_liberty(b, r);
                    if (!list_has(out, lib) && is_legal(b, lib, c))
                        out->p[out->n++] = lib;
                }
            }
            s = b->nxt[s];
            if (s == h)
                break;
        }
        int lib = atari_liberty(b, h);
        if (is_legal(b, lib, c) && !self_atari(b, lib, c)
                && extension_libs(b, lib, c) >= 3 && !list_has(out, lib))
            out->p[out->n++] = lib;
    }
}

static void capturing_moves(const Board *b, int c, const int *around, int n_around, List *out)
{
    int other = BLACK + WHITE - c;
    out->n = 0;
    for (int k = 0; k < n_around; k++) {
        int q = around[k];
        if (b->color[q] == other && in_atari(b, q)) {
            int lib = atari_liberty(b, q);
            if (!list_has(out, lib) && is_legal(b, lib, c))
                out->p[out->n++] = lib;
        }
    }
}

static void pattern_moves(const Board *b, int c, int center, List *out)
{
    const int *col = b->color;
    out->n = 0;
    for (int k = 0; k < 8; k++) {
        int q = center + RING8[k];
        if (col[q] != EMPTY)
            continue;
        int code = col[q - NS - 1] | col[q - NS] << 2 | col[q - NS + 1] << 4
            | col[q + 1] << 6 | col[q + NS + 1] << 8 | col[q + NS] << 10
            | col[q + NS - 1] << 12 | col[q - 1] << 14;
        if (b->shapes[code] && is_legal(b, q, c) && !self_atari(b, q, c))
            out->p[out->n++] = q;
    }
}

static int atari_among(const Board *b, const int *points, int n)
{
    for (int k = 0; k < n; k++) {
        int cq = b->color[points[k]];
        if ((cq == WHITE || cq == BLACK) && in_atari(b, points[k]))
            return 1;
    }
    return 0;
}

static int big_self_atari(const Board *b, int p, int c)
{
    for (int d = 0; d < 4; d++)
        if (b->color[p + DIRS[d]] == c)
            return 1;
    return 0;
}

static int random_move(Board *b, int c)
{
    int n = b->n_empties;
    if (!n)
        return PASS_MOVE;
    int start = (int)(mt_random(&b->rng) * n);
    for (int k = 0; k < n; k++) {
        int p = b->empties[(start + k) % n];
        if (is_eye(b, p, c) || !is_legal(b, p, c))
            continue;
        if (big_self_atari(b, p, c) && self_atari(b, p, c)
                && mt_random(&b->rng) < b->reject_self_atari)
            continue;
        return p;
    }
    return PASS_MOVE;
}

static int policy_move(Board *b, int c)
{
    int last = b->last;
    List moves;
    if (last != PASS_MOVE) {
        int around[5] = {last, last + NS, last - 1, last - NS, last + 1};
        if (mt_random(&b->rng) < b->p_capture && atari_among(b, around, 5)) {
            saving_moves(b, c, around + 1, 4, &moves);
            if (!moves.n)
                capturing_moves(b, c, around, 5, &moves);
            if (moves.n)
                return moves.p[(int)(mt_random(&b->rng) * moves.n)];
        }
        if (mt_random(&b->rng) < b->p_pattern) {
            pattern_moves(b, c, last, &moves);
            if (moves.n)
                return moves.p[(int)(mt_random(&b->rng) * moves.n)];
        }
    }
    return random_move(b, c);
}

/* ------------------------------------------------------------------ */
/* Copying between the PlayoutBoard's lists and the C board.            */

static int get_int_list(PyObject *pb, const char *name, PyObject **out)
{
    PyObject *o = PyObject_GetAttrString(pb, name);
    if (!o)
        return -1;
    if (!PyList_Check(o)) {
        Py_DECREF(o);
        PyErr_Format(PyExc_TypeError, "PlayoutBoard.%s must be a list", name);
        return -1;
    }
    *out = o;
    return 0;
}

static long long item(PyObject *list, Py_ssize_t k)
{
    return PyLong_AsLongLong(PyList_GET_ITEM(list, k));
}

static int set_item(PyObject *list, Py_ssize_t k, long long v)
{
    PyObject *o = PyLong_FromLongLong(v);
    if (!o)
        return -1;
    PyObject *old = PyList_GET_ITEM(list, k);
    PyList_SET_ITEM(list, k, o);
    Py_DECREF(old);
    return 0;
}

static int get_attr_int(PyObject *o, const char *name, long long *v)
{
    PyObject *a = PyObject_GetAttrString(o, name);
    if (!a)
        return -1;
    *v = PyLong_AsLongLong(a);
    Py_DECREF(a);
    return PyErr_Occurred() ? -1 : 0;
}

static int get_attr_double(PyObject *o, const char *name, double *v)
{
    PyObject *a = PyObject_GetAttrString(o, name);
    if (!a)
        return -1;
    *v = PyFloat_AsDouble(a);
    Py_DECREF(a);
    return PyErr_Occurred() ? -1 : 0;
}

static int set_attr_int(PyObject *o, const char *name, long long v)
{
    PyObject *a = PyLong_FromLongLong(v);
    if (!a)
        return -1;
    int r = PyObject_SetAttrString(o, name, a);
    Py_DECREF(a);
    return r;
}

static int rng_in(PyObject *rng, MTState *s, PyObject **gauss)
{
    PyObject *state = PyObject_CallMethod(rng, "getstate", NULL);
    if (!state)
        return -1;
    PyObject *words = PyTuple_Check(state) && PyTuple_GET_SIZE(state) == 3
        ? PyTuple_GET_ITEM(state, 1) : NULL;
    if (!words || !PyTuple_Check(words) || PyTuple_GET_SIZE(words) != MT_N + 1) {
        Py_DECREF(state);
        PyErr_SetString(PyExc_TypeError, "not a Mersenne Twister state");
        return -1;
    }
    for (int k = 0; k < MT_N; k++)
        s->mt[k] = (uint32_t)PyLong_AsUnsignedLong(PyTuple_GET_ITEM(words, k));
    s->index = (int)PyLong_AsLong(PyTuple_GET_ITEM(words, MT_N));
    *gauss = PyTuple_GET_ITEM(state, 2);
    Py_INCREF(*gauss);
    Py_DECREF(state);
    return PyErr_Occurred() ? -1 : 0;
}

static int rng_out(PyObject *rng, const MTState *s, PyObject *gauss)
{
    PyObject *words = PyTuple_New(MT_N + 1);
    if (!words)
        return -1;
    for (int k = 0; k < MT_N; k++)
        PyTuple_SET_ITEM(words, k, PyLong_FromUnsignedLong(s->mt[k]));
    PyTuple_SET_ITEM(words, MT_N, PyLong_FromLong(s->index));
    PyObject *state = Py_BuildValue("(iNO)", 3, words, gauss);
    if (!state)
        return -1;
    PyObject *r = PyObject_CallMethod(rng, "setstate", "(O)", state);
    Py_DECREF(state);
    if (!r)
        return -1;
    Py_DECREF(r);
    return 0;
}

#define N_ARRAYS 8
static const char *ARRAY_NAMES[N_ARRAYS] = {
    "color", "head", "nxt", "plib", "lsum", "lsq", "ssize", "where"};

static void *array_of(Board *b, int k)
{
    switch (k) {
    case 0: return b->color;
    case 1: return b->head;
    case 2: return b->nxt;
    case 3: return b->plib;
    case 4: return b->lsum;
    case 5: return b->lsq;
    case 6: return b->ssize;
    default: return b->where;
    }
}

static int is_wide(int k)
{
    return k >= 3 && k <= 5;     /* plib, lsum, lsq: long long */
}

/* The board's arrays, copied in from the PlayoutBoard's lists on its
 * on-board points (every other point off board): `lists` and `points`
 * get new references, for the caller to write back through and release. */
static int load_arrays(Board *b, PyObject *pb, PyObject **lists, PyObject **points)
{
    for (int k = 0; k < BOARDSIZE; k++)
        b->color[k] = GRAY;
    for (int k = 0; k < N_ARRAYS; k++)
        if (get_int_list(pb, ARRAY_NAMES[k], &lists[k]) < 0)
            return -1;
    if (get_int_list(pb, "points", points) < 0)
        return -1;
    for (int a = 0; a < N_ARRAYS; a++)
        if (PyList_GET_SIZE(lists[a]) != BOARDSIZE) {
            PyErr_SetString(PyExc_ValueError, "board lists of the wrong size");
            return -1;
        }
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(*points); k++) {
        long long p = item(*points, k);
        if (p <= 0 || p >= BOARDSIZE) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "a point off the board array");
            return -1;
        }
        for (int a = 0; a < N_ARRAYS; a++) {
            long long v = item(lists[a], p);
            if (is_wide(a))
                ((long long *)array_of(b, a))[p] = v;
            else
                ((int *)array_of(b, a))[p] = (int)v;
        }
    }
    return PyErr_Occurred() ? -1 : 0;
}

/* playout(pb, c, rng, limit, moves, shapes, p_capture, p_pattern) */
static PyObject *py_playout(PyObject *self, PyObject *args)
{
    PyObject *pb, *rng, *moves, *shapes;
    int c, limit;
    double p_capture, p_pattern;
    if (!PyArg_ParseTuple(args, "OiOiOOdd", &pb, &c, &rng, &limit, &moves, &shapes,
                          &p_capture, &p_pattern))
        return NULL;
    Py_buffer shape_buf;
    if (PyObject_GetBuffer(shapes, &shape_buf, PyBUF_SIMPLE) < 0)
        return NULL;
    if (shape_buf.len != 65536) {
        PyBuffer_Release(&shape_buf);
        PyErr_SetString(PyExc_ValueError, "the shape table has 65536 entries");
        return NULL;
    }
    Board *b = PyMem_Calloc(1, sizeof(Board));
    PyObject *lists[N_ARRAYS] = {NULL};
    PyObject *points = NULL, *empties = NULL, *captures = NULL, *gauss = NULL;
    PyObject *result = NULL;
    if (!b) {
        PyErr_NoMemory();
        goto done;
    }
    b->shapes = shape_buf.buf;
    b->p_capture = p_capture;
    b->p_pattern = p_pattern;
    if (load_arrays(b, pb, lists, &points) < 0 || get_int_list(pb, "empties", &empties) < 0
            || get_int_list(pb, "captures", &captures) < 0)
        goto done;
    Py_ssize_t n_points = PyList_GET_SIZE(points);
    b->n_empties = (int)PyList_GET_SIZE(empties);
    for (int k = 0; k < b->n_empties; k++)
        b->empties[k] = (int)item(empties, k);
    for (int k = 1; k < 3; k++)
        b->captures[k] = (long)item(captures, k);
    long long v;
    if (get_attr_int(pb, "ko", &v) < 0)
        goto done;
    b->ko = (int)v;
    if (get_attr_int(pb, "last", &v) < 0)
        goto done;
    b->last = (int)v;
    if (get_attr_int(pb, "last2", &v) < 0)
        goto done;
    b->last2 = (int)v;
    if (get_attr_double(pb, "reject_self_atari", &b->reject_self_atari) < 0)
        goto done;
    if (PyErr_Occurred() || rng_in(rng, &b->rng, &gauss) < 0)
        goto done;

    /* PlayoutBoard.playout */
    int passes = 0;
    for (int n = 0; n < limit; n++) {
        int p = policy_move(b, c);
        play(b, p, c);
        if (moves != Py_None) {
            PyObject *m = PyLong_FromLong(p);
            if (!m || PyList_Append(moves, m) < 0) {
                Py_XDECREF(m);
                goto done;
            }
            Py_DECREF(m);
        }
        if (p == PASS_MOVE) {
            if (++passes >= 2)
                break;
        }
        else
            passes = 0;
        c = BLACK + WHITE - c;
    }

    for (Py_ssize_t k = 0; k < n_points; k++) {
        int p = (int)item(points, k);
        for (int a = 0; a < N_ARRAYS; a++) {
            long long x = is_wide(a) ? ((long long *)array_of(b, a))[p]
                                     : ((int *)array_of(b, a))[p];
            if (set_item(lists[a], p, x) < 0)
                goto done;
        }
    }
    PyObject *left = PyList_New(b->n_empties);
    if (!left)
        goto done;
    for (int k = 0; k < b->n_empties; k++)
        PyList_SET_ITEM(left, k, PyLong_FromLong(b->empties[k]));
    int r = PyList_SetSlice(empties, 0, PyList_GET_SIZE(empties), left);
    Py_DECREF(left);
    if (r < 0)
        goto done;
    for (int k = 1; k < 3; k++)
        if (set_item(captures, k, b->captures[k]) < 0)
            goto done;
    if (set_attr_int(pb, "ko", b->ko) < 0 || set_attr_int(pb, "last", b->last) < 0
            || set_attr_int(pb, "last2", b->last2) < 0)
        goto done;
    if (rng_out(rng, &b->rng, gauss) < 0)
        goto done;
    Py_INCREF(Py_None);
    result = Py_None;
done:
    for (int k = 0; k < N_ARRAYS; k++)
        Py_XDECREF(lists[k]);
    Py_XDECREF(points);
    Py_XDECREF(empties);
    Py_XDECREF(captures);
    Py_XDECREF(gauss);
    PyMem_Free(b);
    PyBuffer_Release(&shape_buf);
    return result;
}

/* classify(pb, c, points, shapes): PlayoutBoard.classify, compiled: one
 * byte of CLASS_* flags per point, for the priors of a new tree node. */
#define CLASS_CANDIDATE 1
#define CLASS_CAPTURE_ONE 2
#define CLASS_CAPTURE_MANY 4
#define CLASS_SELF_ATARI 8
#define CLASS_SHAPE 16

static int classify_point(const Board *b, int p, int c)
{
    const int *col = b->color;
    if (col[p] != EMPTY || is_eye(b, p, c) || !is_legal(b, p, c))
        return 0;
    int flags = CLASS_CANDIDATE, other = BLACK + WHITE - c;
    long captured = 0;
    for (int d = 0; d < 4; d++) {
        int q = p + DIRS[d];
        if (col[q] == other && in_atari(b, q))
            captured += b->ssize[b->head[q]];
    }
    if (captured)
        flags |= captured == 1 ? CLASS_CAPTURE_ONE : CLASS_CAPTURE_MANY;
    else if (self_atari(b, p, c))
        flags |= CLASS_SELF_ATARI;
    int code = col[p - NS - 1] | col[p - NS] << 2 | col[p - NS + 1] << 4
        | col[p + 1] << 6 | col[p + NS + 1] << 8 | col[p + NS] << 10
        | col[p + NS - 1] << 12 | col[p - 1] << 14;
    if (b->shapes[code])
        flags |= CLASS_SHAPE;
    return flags;
}

static PyObject *py_classify(PyObject *self, PyObject *args)
{
    PyObject *pb, *wanted, *shapes;
    int c;
    if (!PyArg_ParseTuple(args, "OiO!O", &pb, &c, &PyList_Type, &wanted, &shapes))
        return NULL;
    Py_buffer shape_buf;
    if (PyObject_GetBuffer(shapes, &shape_buf, PyBUF_SIMPLE) < 0)
        return NULL;
    Board *b = PyMem_Calloc(1, sizeof(Board));
    PyObject *lists[N_ARRAYS] = {NULL};
    PyObject *points = NULL, *result = NULL;
    if (!b) {
        PyErr_NoMemory();
        goto done;
    }
    if (shape_buf.len != 65536) {
        PyErr_SetString(PyExc_ValueError, "the shape table has 65536 entries");
        goto done;
    }
    b->shapes = shape_buf.buf;
    if (load_arrays(b, pb, lists, &points) < 0)
        goto done;
    long long ko;
    if (get_attr_int(pb, "ko", &ko) < 0)
        goto done;
    b->ko = (int)ko;
    Py_ssize_t n = PyList_GET_SIZE(wanted);
    result = PyBytes_FromStringAndSize(NULL, n);
    if (!result)
        goto done;
    char *out = PyBytes_AS_STRING(result);
    for (Py_ssize_t k = 0; k < n; k++) {
        long long p = item(wanted, k);
        if (p < 0 || p >= BOARDSIZE) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "a point off the board array");
            Py_CLEAR(result);
            goto done;
        }
        out[k] = (char)classify_point(b, (int)p, c);
    }
done:
    for (int k = 0; k < N_ARRAYS; k++)
        Py_XDECREF(lists[k]);
    Py_XDECREF(points);
    PyMem_Free(b);
    PyBuffer_Release(&shape_buf);
    return result;
}

static PyMethodDef methods[] = {
    {"playout", py_playout, METH_VARARGS,
     "playout(pb, c, rng, limit, moves, shapes, p_capture, p_pattern): "
     "PlayoutBoard.playout, compiled."},
    {"classify", py_classify, METH_VARARGS,
     "classify(pb, c, points, shapes): PlayoutBoard.classify, compiled."},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_playouts",
    "The playout loop of kosumi.engine.playouts, compiled (optional).", -1, methods
};

PyMODINIT_FUNC PyInit__playouts(void)
{
    return PyModule_Create(&module);
}
