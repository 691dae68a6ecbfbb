/* The tactical search of engine/reading/, compiled: an optional core.
 *
 * engine/reading/core.py (with generators.py, attack_moves.py,
 * defense_moves.py, superstring.py, moves.py and komaster.py) is the
 * reference and the documentation: this file runs the same search, move
 * for move, node for node, so that every answer, node count, budget stop,
 * shadow point and cache reuse is the same with the core and without it
 * (tests/test_reading_compiled.py reads both ways on random positions).
 * Each function is named after the Python function it mirrors; read that
 * one for the why. The board code mirrors engine/board.py's incremental
 * strings (_play_stone, _join, _remove_string) exactly, down to the order
 * of the liberty and neighbour lists, since some generators take the
 * first point of a list.
 *
 * A read copies the Board's lists in (the live strings only), searches
 * here and leaves the Board untouched. Results are kept in a Context, the
 * compiled half of a ReadingCache: keyed, like the Python table, by the
 * position (stones and ko point), routine, target, komaster state and
 * stack depth, and emptied when full.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* engine/geometry.py and engine/colors.py */
#define MAX_BOARD 25
#define NS (MAX_BOARD + 1)
#define BOARDSIZE ((MAX_BOARD + 2) * (MAX_BOARD + 1) + 1)
#define NO_MOVE 0
#define EMPTY 0
#define WHITE 1
#define BLACK 2
#define GRAY 3
#define OTHER(c) (WHITE + BLACK - (c))

static const int DIRS[4] = {NS, -1, -NS, 1};
/* generators.DIAGONAL_PARTS: a diagonal step, its vertical and horizontal parts */
static const int DIAG_PARTS[4][3] = {
    {NS - 1, NS, -1}, {NS + 1, NS, 1}, {-NS - 1, -NS, -1}, {-NS + 1, -NS, 1}};

static int is_diagonal(int d)
{
    return d == NS - 1 || d == -NS - 1 || d == -NS + 1 || d == NS + 1;
}

static int is_dir(int d)
{
    return d == NS || d == -1 || d == -NS || d == 1;
}

/* codes.py */
#define LOSE 0
#define KO_B 1
#define KO_A 4
#define WIN 5

/* komaster.py */
#define KM_EMPTY 0
#define KM_GRAY_WHITE 3
#define KM_GRAY_BLACK 4
#define KM_WEAK_KO 5
#define KOM_SHIFT 10
#define KOM_POS_MASK ((1 << KOM_SHIFT) - 1)
#define STATE_MASK ((1 << 13) - 1)
#define CONDITIONAL (1 << 13)
#define NOT_PLAYED (-1)
static const int KM_OWNER[6] = {EMPTY, WHITE, BLACK, WHITE, BLACK, EMPTY};

/* cache.py */
#define ATTACK 0
#define DEFEND 1

/* generators.py, superstring.py, attack_moves.py */
#define RACE_SACRIFICE_DEPTH 2
#define RACE_ESCAPE_DEPTH 1
#define MAX_SUPERSTRING_LIBERTIES 5
#define MAX_SQUEEZE_STEPS 20

/* Why a read stopped early (the Python search raises instead). */
#define STOP_NONE 0
#define STOP_BUDGET 1
#define STOP_INTERRUPT 2
#define STOP_ERROR 3

/* ------------------------------------------------------------------ */
/* Zobrist keys of the cache (stones and ko point; not Python's keys:   */
/* the table is this file's own).                                       */

static uint64_t Z_STONE[3][BOARDSIZE];
static uint64_t Z_KO[BOARDSIZE];

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void init_zobrist(void)
{
    uint64_t x = 0x6B6F73756D69ULL;
    for (int c = WHITE; c <= BLACK; c++)
        for (int p = 0; p < BOARDSIZE; p++)
            Z_STONE[c][p] = splitmix(&x);
    for (int p = 0; p < BOARDSIZE; p++)
        Z_KO[p] = splitmix(&x);
    Z_KO[NO_MOVE] = 0;
}

/* ------------------------------------------------------------------ */
/* The context: the board copy, its undo journal, the search state and  */
/* the cache.                                                           */

/* Journal entries (board.py's (container, key, old value)). */
#define J_SET 0     /* *p = v */
#define J_TRUNC 1   /* *cnt = v (undo of an append) */
#define J_INSERT 2  /* insert v at p[k], ++*cnt (undo of a delete) */

typedef struct {
    int kind;
    int *p;
    int *cnt;
    int k;
    int v;
} JEntry;

typedef struct {
    int jlen;
    uint64_t hash;
    int ko_pos;
    int next_string;
} Frame;

typedef struct {
    uint64_t h;
    int64_t k;
    int32_t result;     /* code << 16 | move; -1 for a free slot */
    int32_t owner;      /* the recording that stored it, or -1 */
} Slot;

typedef struct {
    PyObject_HEAD
    /* board */
    int size;
    int allow_suicide;
    int board[BOARDSIZE + 2 * NS];
    int sn[BOARDSIZE + 2 * NS];
    int nxt[BOARDSIZE + 2 * NS];
    int rec_cap;            /* string records allocated */
    int stride;             /* list capacity of one record */
    int *s_color, *s_size, *s_origin, *s_nlibs, *s_libs, *s_nnbrs, *s_nbrs, *s_mark;
    int next_string;
    int ko_pos;
    int stackp;
    uint64_t hash;
    JEntry *journal;
    int jlen, jcap;
    Frame *frames;
    int nframes, fcap;
    int libmark[BOARDSIZE + 2 * NS];
    int liberty_mark;
    int string_mark;
    /* search */
    int mark[BOARDSIZE + 2 * NS];
    int mark_gen;
    int depth, branch_depth, backfill_depth, backfill2_depth, break_chain_depth;
    int superstring_depth, fourlib_depth, ko_depth, max_stack, stack_offset;
    long long nodes;
    int has_budget;
    long long budget;
    PyObject *interrupted;  /* borrowed during a read, or NULL */
    int stop;
    int busy;               /* a read runs without the GIL */
    /* shadow */
    int shadow_on;
    int shadow_mark[BOARDSIZE + 2 * NS];
    int shadow_gen;
    int shadow_pts[BOARDSIZE];
    int n_shadow;
    /* cache */
    Slot *slots;
    int64_t slot_cap;       /* a power of two */
    int64_t count;
    int64_t max_entries;
    long long hits, stores, clears;
    int recording;          /* -1: none */
    int unowned_hit;
    int *borrowed;
    int n_borrowed, borrowed_cap;
} Ctx;

#define LIBS(c, s) ((c)->s_libs + (size_t)(s) * (c)->stride)
#define NBRS(c, s) ((c)->s_nbrs + (size_t)(s) * (c)->stride)

static int in_list(const int *a, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (a[i] == v)
            return 1;
    return 0;
}

static int index_of(const int *a, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (a[i] == v)
            return i;
    return -1;
}

/* ------------------------------------------------------------------ */
/* The journal                                                          */

static void jpush(Ctx *c, int kind, int *p, int *cnt, int k, int v)
{
    if (c->jlen == c->jcap) {
        /* grown between reads only in practice; a read reserves ahead */
        int cap = c->jcap ? 2 * c->jcap : 4096;
        JEntry *j = realloc(c->journal, (size_t)cap * sizeof(JEntry));
        if (!j)
            Py_FatalError("kosumi._reading: out of memory for the journal");
        c->journal = j;
        c->jcap = cap;
    }
    JEntry *e = &c->journal[c->jlen++];
    e->kind = kind;
    e->p = p;
    e->cnt = cnt;
    e->k = k;
    e->v = v;
}

/* Set *p to v, journalling the old value. */
static inline void jset(Ctx *c, int *p, int v)
{
    jpush(c, J_SET, p, NULL, 0, *p);
    *p = v;
}

/* Journal *p as it is (a field a later move may reuse). */
static inline void jkeep(Ctx *c, int *p)
{
    jpush(c, J_SET, p, NULL, 0, *p);
}

static inline void jappend(Ctx *c, int *list, int *cnt, int v)
{
    jpush(c, J_TRUNC, NULL, cnt, 0, *cnt);
    list[(*cnt)++] = v;
}

static inline void jdelete(Ctx *c, int *list, int *cnt, int k)
{
    jpush(c, J_INSERT, list, cnt, k, list[k]);
    memmove(list + k, list + k + 1, (size_t)(*cnt - k - 1) * sizeof(int));
    (*cnt)--;
}

static void push_frame(Ctx *c)
{
    if (c->nframes == c->fcap) {
        int cap = c->fcap ? 2 * c->fcap : 256;
        Frame *f = realloc(c->frames, (size_t)cap * sizeof(Frame));
        if (!f)
            Py_FatalError("kosumi._reading: out of memory for the frames");
        c->frames = f;
        c->fcap = cap;
    }
    Frame *f = &c->frames[c->nframes++];
    f->jlen = c->jlen;
    f->hash = c->hash;
    f->ko_pos = c->ko_pos;
    f->next_string = c->next_string;
}

static void pop_frame(Ctx *c)
{
    Frame *f = &c->frames[--c->nframes];
    while (c->jlen > f->jlen) {
        JEntry *e = &c->journal[--c->jlen];
        if (e->kind == J_SET) {
            *e->p = e->v;
        } else if (e->kind == J_TRUNC) {
            *e->cnt = e->v;
        } else {
            int n = *e->cnt;
            memmove(e->p + e->k + 1, e->p + e->k, (size_t)(n - e->k) * sizeof(int));
            e->p[e->k] = e->v;
            *e->cnt = n + 1;
        }
    }
    c->hash = f->hash;
    c->ko_pos = f->ko_pos;
    c->next_string = f->next_string;
}

/* ------------------------------------------------------------------ */
/* Incremental strings: Board._play_stone, _join, _remove_string        */

static int new_string_record(Ctx *c)
{
    /* load_board() reserved max_stack + 16 records beyond the board's: a
     * read plays at most max_stack + 1 moves deep, and below the deepest
     * one at most an accuratelib and an under-the-stones move more. */
    return c->next_string++;
}

static int remove_string(Ctx *c, int s)
{
    int color = c->s_color[s];
    int capturer = OTHER(color);
    int origin = c->s_origin[s];
    int p = origin;
    do {
        jkeep(c, &c->sn[p]);
        jkeep(c, &c->nxt[p]);
        jset(c, &c->board[p], EMPTY);
        c->hash ^= Z_STONE[color][p];
        for (int d = 0; d < 4; d++) {
            int q = p + DIRS[d];
            if (c->board[q] == capturer) {
                int t = c->sn[q];
                int *ql = LIBS(c, t);
                if (!in_list(ql, c->s_nlibs[t], p))
                    jappend(c, ql, &c->s_nlibs[t], p);
            }
        }
        p = c->nxt[p];
    } while (p != origin);
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        int *tn = NBRS(c, t);
        int k = index_of(tn, c->s_nnbrs[t], s);
        jdelete(c, tn, &c->s_nnbrs[t], k);
    }
    return c->s_size[s];
}

static int join_strings(Ctx *c, int pos, int color, const int *joins, int nj)
{
    int other = OTHER(color);
    int s = new_string_record(c);
    int lmark = ++c->liberty_mark;
    int smark = ++c->string_mark;
    c->sn[pos] = s;
    c->nxt[pos] = pos;
    int size = 1, origin = pos;
    int *mylibs = LIBS(c, s), *mynbrs = NBRS(c, s);
    c->s_nlibs[s] = 0;
    c->s_nnbrs[s] = 0;
    c->libmark[pos] = lmark;
    for (int i = 0; i < nj; i++) {
        int f = joins[i];
        size += c->s_size[f];
        int forigin = c->s_origin[f];
        if (forigin < origin)
            origin = forigin;
        int p = forigin;
        do {
            jset(c, &c->sn[p], s);
            p = c->nxt[p];
        } while (p != forigin);
        int after = c->nxt[pos];
        c->nxt[pos] = c->nxt[forigin];
        jset(c, &c->nxt[forigin], after);
        int *fl = LIBS(c, f);
        for (int k = 0; k < c->s_nlibs[f]; k++) {
            int lib = fl[k];
            if (c->libmark[lib] != lmark) {
                c->libmark[lib] = lmark;
                mylibs[c->s_nlibs[s]++] = lib;
            }
        }
        int *fn = NBRS(c, f);
        for (int k = 0; k < c->s_nnbrs[f]; k++) {
            int t = fn[k];
            int *tn = NBRS(c, t);
            int at = index_of(tn, c->s_nnbrs[t], f);
            if (c->s_mark[t] != smark) {
                c->s_mark[t] = smark;
                mynbrs[c->s_nnbrs[s]++] = t;
                jset(c, &tn[at], s);
            } else {
                jdelete(c, tn, &c->s_nnbrs[t], at);
            }
        }
    }
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY) {
            if (c->libmark[q] != lmark) {
                c->libmark[q] = lmark;
                mylibs[c->s_nlibs[s]++] = q;
            }
        } else if (col == other) {
            int t = c->sn[q];
            int *tl = LIBS(c, t);
            int k = index_of(tl, c->s_nlibs[t], pos);
            if (k >= 0)
                jdelete(c, tl, &c->s_nlibs[t], k);
            if (c->s_mark[t] != smark) {
                c->s_mark[t] = smark;
                mynbrs[c->s_nnbrs[s]++] = t;
                jappend(c, NBRS(c, t), &c->s_nnbrs[t], s);
            }
        }
    }
    c->s_color[s] = color;
    c->s_size[s] = size;
    c->s_origin[s] = origin;
    return s;
}

static void play_stone(Ctx *c, int pos, int color)
{
    push_frame(c);
    int other = OTHER(color);
    c->hash ^= Z_KO[c->ko_pos];
    int captured = 0;
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        if (c->board[q] == other && c->s_nlibs[c->sn[q]] == 1)
            captured += remove_string(c, c->sn[q]);
    }
    jset(c, &c->board[pos], color);
    c->hash ^= Z_STONE[color][pos];
    int friend = -1, friend_stone = 0;
    int joins[4], nj = 0;
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        if (c->board[q] == color) {
            int t = c->sn[q];
            if (friend < 0) {
                friend = t;
                friend_stone = q;
            } else if (t != friend) {
                if (nj == 0) {
                    joins[0] = friend;
                    joins[1] = t;
                    nj = 2;
                } else if (!in_list(joins, nj, t)) {
                    joins[nj++] = t;
                }
            }
        }
    }
    int s;
    if (friend < 0) {
        s = new_string_record(c);
        c->s_color[s] = color;
        c->s_size[s] = 1;
        c->s_origin[s] = pos;
        c->sn[pos] = s;
        c->nxt[pos] = pos;
        int *mylibs = LIBS(c, s), *mynbrs = NBRS(c, s);
        c->s_nlibs[s] = 0;
        c->s_nnbrs[s] = 0;
        for (int d = 0; d < 4; d++) {
            int q = pos + DIRS[d];
            int col = c->board[q];
            if (col == EMPTY) {
                mylibs[c->s_nlibs[s]++] = q;
            } else if (col == other) {
                int t = c->sn[q];
                if (!in_list(mynbrs, c->s_nnbrs[s], t)) {
                    mynbrs[c->s_nnbrs[s]++] = t;
                    jappend(c, NBRS(c, t), &c->s_nnbrs[t], s);
                    int *tl = LIBS(c, t);
                    int k = index_of(tl, c->s_nlibs[t], pos);
                    jdelete(c, tl, &c->s_nlibs[t], k);
                }
            }
        }
    } else if (nj == 0) {
        s = friend;
        c->sn[pos] = s;
        c->nxt[pos] = c->nxt[friend_stone];
        jset(c, &c->nxt[friend_stone], pos);
        jset(c, &c->s_size[s], c->s_size[s] + 1);
        if (pos < c->s_origin[s])
            jset(c, &c->s_origin[s], pos);
        int *mylibs = LIBS(c, s), *mynbrs = NBRS(c, s);
        int k = index_of(mylibs, c->s_nlibs[s], pos);
        jdelete(c, mylibs, &c->s_nlibs[s], k);
        for (int d = 0; d < 4; d++) {
            int q = pos + DIRS[d];
            int col = c->board[q];
            if (col == EMPTY) {
                if (!in_list(mylibs, c->s_nlibs[s], q))
                    jappend(c, mylibs, &c->s_nlibs[s], q);
            } else if (col == other) {
                int t = c->sn[q];
                int *tl = LIBS(c, t);
                int at = index_of(tl, c->s_nlibs[t], pos);
                if (at >= 0)
                    jdelete(c, tl, &c->s_nlibs[t], at);
                if (!in_list(mynbrs, c->s_nnbrs[s], t)) {
                    jappend(c, mynbrs, &c->s_nnbrs[s], t);
                    jappend(c, NBRS(c, t), &c->s_nnbrs[t], s);
                }
            }
        }
    } else {
        s = join_strings(c, pos, color, joins, nj);
    }
    if (c->s_nlibs[s] == 0) {
        remove_string(c, s);
        c->ko_pos = NO_MOVE;
    } else if (captured == 1 && c->s_size[s] == 1 && c->s_nlibs[s] == 1) {
        c->ko_pos = LIBS(c, s)[0];
    } else {
        c->ko_pos = NO_MOVE;
    }
    c->hash ^= Z_KO[c->ko_pos];
}

/* Board._illegality: nonzero if color may not play pos. */
static int illegal(Ctx *c, int pos, int color, int ignore_ko)
{
    if (c->board[pos] != EMPTY)
        return 1;
    int other = OTHER(color);
    int has_lib = 0;
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY)
            return 0;
        if (col == other) {
            if (c->s_nlibs[c->sn[q]] == 1)
                has_lib = 1;
        } else if (col == color) {
            if (c->s_nlibs[c->sn[q]] > 1)
                has_lib = 1;
        }
    }
    if (pos == c->ko_pos && !ignore_ko) {
        for (int d = 0; d < 4; d++)
            if (c->board[pos + DIRS[d]] == other)
                return 1;
    }
    if (has_lib || c->allow_suicide)
        return 0;
    return 1;
}

static void note_shadow(Ctx *c, int pos)
{
    if (c->shadow_on && c->shadow_mark[pos] != c->shadow_gen) {
        c->shadow_mark[pos] = c->shadow_gen;
        c->shadow_pts[c->n_shadow++] = pos;
    }
}

/* Board.trymove (ignore_ko: Board.tryko) */
static int trymove(Ctx *c, int pos, int color, int ignore_ko)
{
    note_shadow(c, pos);
    if (illegal(c, pos, color, ignore_ko))
        return 0;
    play_stone(c, pos, color);
    c->stackp++;
    return 1;
}

static void popgo(Ctx *c)
{
    c->stackp--;
    pop_frame(c);
}

/* Board.is_suicide */
static int is_suicide(Ctx *c, int pos, int color)
{
    int other = OTHER(color);
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY)
            return 0;
        if (col == other && c->s_nlibs[c->sn[q]] == 1)
            return 0;
        if (col == color && c->s_nlibs[c->sn[q]] > 1)
            return 0;
    }
    return 1;
}

/* Board.is_ko: the ko stone captured, or 0 */
static int is_ko(Ctx *c, int pos, int color)
{
    int other = OTHER(color);
    int ko_stone = NO_MOVE, captured = 0;
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY || col == color)
            return NO_MOVE;
        if (col == other) {
            int s = c->sn[q];
            if (c->s_nlibs[s] == 1 && q != ko_stone) {
                if (c->s_size[s] > 1 || captured)
                    return NO_MOVE;
                captured = 1;
                ko_stone = q;
            }
        }
    }
    return ko_stone;
}

/* len(Board.accuratelib(pos, color, limit)) */
static int accuratelib_count(Ctx *c, int pos, int color, int limit)
{
    if (c->board[pos] != EMPTY)
        return 0;
    play_stone(c, pos, color);
    int n = c->board[pos] == color ? c->s_nlibs[c->sn[pos]] : 0;
    pop_frame(c);
    return n < limit ? n : limit;
}

/* ------------------------------------------------------------------ */
/* Small primitives of ReadingCore                                      */

static int approx_libs(Ctx *c, int pos, int color, int limit)
{
    int g = ++c->mark_gen;
    int *m = c->mark;
    m[pos] = g;
    int n = 0;
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY) {
            if (m[q] != g) {
                m[q] = g;
                n++;
            }
        } else if (col == color) {
            int t = c->sn[q];
            int *l = LIBS(c, t);
            for (int k = 0; k < c->s_nlibs[t]; k++) {
                if (m[l[k]] != g) {
                    m[l[k]] = g;
                    n++;
                }
            }
        }
        if (n >= limit)
            return n;
    }
    return n;
}

/* ReadingCore.approx_lib_list: writes at most limit points to out */
static int approx_lib_list(Ctx *c, int pos, int color, int limit, int *out)
{
    int g = ++c->mark_gen;
    int *m = c->mark;
    m[pos] = g;
    int n = 0;
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY) {
            if (m[q] != g) {
                m[q] = g;
                if (n < limit)
                    out[n] = q;
                n++;
            }
        } else if (col == color) {
            int t = c->sn[q];
            int *l = LIBS(c, t);
            for (int k = 0; k < c->s_nlibs[t]; k++) {
                if (m[l[k]] != g) {
                    m[l[k]] = g;
                    if (n < limit)
                        out[n] = l[k];
                    n++;
                }
            }
        }
        if (n >= limit)
            return limit;
    }
    return n;
}

static int libs_after(Ctx *c, int pos, int color, int limit)
{
    int other = OTHER(color);
    int g = ++c->mark_gen;
    int *m = c->mark;
    m[pos] = g;
    int n = 0, captures = 0;
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY) {
            if (m[q] != g) {
                m[q] = g;
                n++;
            }
        } else if (col == color) {
            int t = c->sn[q];
            int *l = LIBS(c, t);
            for (int k = 0; k < c->s_nlibs[t]; k++) {
                if (m[l[k]] != g) {
                    m[l[k]] = g;
                    n++;
                }
            }
        } else if (col == other && c->s_nlibs[c->sn[q]] == 1) {
            captures = 1;
            if (m[q] != g) {
                m[q] = g;
                n++;
            }
        }
        if (n >= limit)
            return limit;
    }
    if (captures)
        return accuratelib_count(c, pos, color, limit);
    return n;
}

static int is_self_atari(Ctx *c, int pos, int color)
{
    if (c->board[pos] != EMPTY)
        return 1;
    return libs_after(c, pos, color, 2) <= 1;
}

static int has_neighbor(Ctx *c, int pos, int color)
{
    const int *bd = c->board;
    return bd[pos + NS] == color || bd[pos - 1] == color || bd[pos - NS] == color
        || bd[pos + 1] == color;
}

static int on_edge(Ctx *c, int pos)
{
    const int *bd = c->board;
    return bd[pos + NS] == GRAY || bd[pos - 1] == GRAY || bd[pos - NS] == GRAY
        || bd[pos + 1] == GRAY;
}

static int stones_touching(Ctx *c, int t, int s, int limit)
{
    int start = c->s_origin[t], pos = start, n = 0;
    for (;;) {
        for (int d = 0; d < 4; d++) {
            int q = pos + DIRS[d];
            if (c->sn[q] == s && c->board[q] != EMPTY) {
                n++;
                break;
            }
        }
        if (n >= limit)
            return n;
        pos = c->nxt[pos];
        if (pos == start)
            return n;
    }
}

static int liberties_around_lunch(Ctx *c, int t, int lunch_lib, int touching)
{
    int g = ++c->mark_gen;
    int *m = c->mark;
    int total = 0;
    int *tn = NBRS(c, t);
    for (int i = 0; i < c->s_nnbrs[t]; i++) {
        int u = tn[i];
        int *ul = LIBS(c, u);
        for (int k = 0; k < c->s_nlibs[u]; k++) {
            if (m[ul[k]] != g) {
                m[ul[k]] = g;
                total++;
            }
        }
    }
    total += c->s_size[t] - 2;
    if (m[lunch_lib] == g)
        total--;
    if (touching == 1)
        total--;
    return total;
}

static int under_the_stones(Ctx *c, int move, int color)
{
    if (libs_after(c, move, color, 3) != 2)
        return 0;
    if (!trymove(c, move, color, 0))
        return 0;
    int other = OTHER(color);
    int *l = LIBS(c, c->sn[move]);
    int a = l[0], b = l[1];
    int r = (!is_self_atari(c, a, color) && libs_after(c, b, other, 3) <= 2)
        || (!is_self_atari(c, b, color) && libs_after(c, a, other, 3) <= 2);
    popgo(c);
    return r;
}

static int fast_defense(Ctx *c, int str_pos, const int *lib_list, int nlib)
{
    int s = c->sn[str_pos];
    int color = c->board[str_pos];
    int goal = c->stackp < c->fourlib_depth ? 5 : 4;
    for (int i = 0; i < nlib; i++)
        if (libs_after(c, lib_list[i], color, goal) >= goal)
            return lib_list[i];
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] != 1)
            continue;
        int lunch_lib = LIBS(c, t)[0];
        int single = nlib == 1 && lunch_lib == lib_list[0];
        if ((single && c->s_size[t] <= 2) || is_ko(c, lunch_lib, color))
            continue;
        int missing = goal - nlib;
        int touching = stones_touching(c, t, s, missing);
        if (touching >= missing && !in_list(lib_list, nlib, lunch_lib))
            return lunch_lib;
        if (liberties_around_lunch(c, t, lunch_lib, touching) >= goal) {
            if (single && under_the_stones(c, lunch_lib, color))
                continue;
            return lunch_lib;
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* Candidate moves: moves.py                                            */

#define MAXML 640

typedef struct {
    int n, tried;
    short pos[MAXML];
    int score[MAXML];
} MoveList;

static void ml_add(MoveList *ml, int move, int bonus)
{
    for (int i = 0; i < ml->n; i++) {
        if (ml->pos[i] == move) {
            ml->score[i] += bonus;
            return;
        }
    }
    ml->pos[ml->n] = (short)move;
    ml->score[ml->n] = bonus;
    ml->n++;
}

static int ml_has(const MoveList *ml, int move)
{
    for (int i = 0; i < ml->n; i++)
        if (ml->pos[i] == move)
            return 1;
    return 0;
}

static const int DEFEND_LIB[6] = {-5, -4, 0, 3, 5, 50};
static const int DEFEND_OTHER_LIB[5] = {0, 0, 2, 3, 5};
static const int DEFEND_CAPTURE[6] = {0, 6, 9, 13, 18, 24};
static const int DEFEND_ATARI[6] = {0, 2, 4, 6, 7, 8};
static const int DEFEND_SAVE[6] = {0, 3, 6, 8, 10, 12};
static const int DEFEND_OPEN[5] = {0, 1, 2, 3, 4};
#define DEFEND_NOT_EDGE 5
static const int ATTACK_OWN_LIB[5] = {10, -4, 2, 3, 4};
static const int ATTACK_STRING_LIB[6] = {-5, 2, 3, 7, 10, 19};
static const int ATTACK_CAPTURE[6] = {-4, 4, 10, 15, 20, 25};
static const int ATTACK_SAVE[6] = {0, 10, 13, 18, 21, 24};
static const int ATTACK_OPEN[5] = {0, 0, 2, 4, 4};
#define ATTACK_NOT_EDGE 1
#define ATTACK_KO (-15)
#define CANNOT_DEFEND (-20)
#define SAFE_ATARI 8

static void order_moves(Ctx *c, MoveList *ml, int str_pos, int mover)
{
    int start = ml->tried, n = ml->n;
    if (n - start < 2)
        return;
    const int *bd = c->board;
    int s = c->sn[str_pos];
    int target = bd[str_pos];
    int defender = mover == target;
    int s_libs = c->s_nlibs[s];
    int deep = c->stackp > c->fourlib_depth;
    for (int k = start; k < n; k++) {
        int move = ml->pos[k];
        int open = 0, edges = 0, captured = 0, threatened = 0, saved = 0, friends = 0;
        int touches = 0;
        int seen0 = -1, seen1 = -1, seen2 = -1;
        for (int d = 0; d < 4; d++) {
            int q = move + DIRS[d];
            int col = bd[q];
            if (col == EMPTY) {
                open++;
            } else if (col == GRAY) {
                edges++;
            } else {
                int t = c->sn[q];
                if (t == s)
                    touches = 1;
                if (col == mover)
                    friends++;
                if (t == seen0 || t == seen1 || t == seen2)
                    continue;
                if (seen0 < 0)
                    seen0 = t;
                else if (seen1 < 0)
                    seen1 = t;
                else
                    seen2 = t;
                int nl = c->s_nlibs[t];
                if (col == mover) {
                    if (nl == 1)
                        saved += c->s_size[t];
                } else if (nl == 1) {
                    captured += c->s_size[t];
                } else if (nl == 2) {
                    threatened += c->s_size[t];
                }
            }
        }
        int own = approx_libs(c, move, mover, defender ? 10 : 4);
        int val;
        if (defender) {
            if (touches)
                val = (own > 5 || (own == 4 && deep)) ? DEFEND_LIB[5] + own - 4 : DEFEND_LIB[own];
            else
                val = DEFEND_OTHER_LIB[own < 4 ? own : 4];
            val += DEFEND_OPEN[open];
            if (!edges || captured)
                val += DEFEND_NOT_EDGE;
            val += captured <= 5 ? DEFEND_CAPTURE[captured] : DEFEND_CAPTURE[5] + captured;
            if (own + captured > 1)
                val += threatened <= 5 ? DEFEND_ATARI[threatened] : DEFEND_ATARI[5] + threatened;
            val += DEFEND_SAVE[saved <= 5 ? saved : 5];
        } else {
            if (own > 4)
                own = 4;
            val = ATTACK_OWN_LIB[own];
            if (own == 0 && captured == 1)
                val += ATTACK_KO;
            if (touches && (own + captured > 1 || (s_libs <= 2 && !friends))) {
                int theirs = approx_libs(c, move, target, 5);
                if (theirs > 5 || (theirs == 4 && deep))
                    theirs = 5;
                val += ATTACK_STRING_LIB[theirs];
                int safe_atari = s_libs <= 2 && own + captured > 1;
                if (safe_atari)
                    val += SAFE_ATARI;
                else if (theirs == 1 && !saved)
                    val += CANNOT_DEFEND;
            }
            val += ATTACK_OPEN[open];
            if (!edges)
                val += ATTACK_NOT_EDGE;
            val += ATTACK_CAPTURE[captured <= 5 ? captured : 5];
            val += ATTACK_SAVE[saved <= 5 ? saved : 5];
        }
        ml->score[k] += val;
    }
    /* insertion sort: best score first, ties by board index */
    for (int i = start + 1; i < n; i++) {
        short p = ml->pos[i];
        int sc = ml->score[i];
        int j = i - 1;
        while (j >= start && (ml->score[j] < sc || (ml->score[j] == sc && ml->pos[j] > p))) {
            ml->pos[j + 1] = ml->pos[j];
            ml->score[j + 1] = ml->score[j];
            j--;
        }
        ml->pos[j + 1] = p;
        ml->score[j + 1] = sc;
    }
}

/* ------------------------------------------------------------------ */
/* generators.py                                                        */

static int send_two_return_one(Ctx *c, int move, int color)
{
    int other = OTHER(color);
    int friend = NO_MOVE, far_lib = NO_MOVE;
    for (int d = 0; d < 4; d++) {
        int q = move + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY)
            return 0;
        if (col == color) {
            if (friend != NO_MOVE)
                return 0;
            friend = q;
            int s = c->sn[q];
            if (c->s_size[s] != 1 || c->s_nlibs[s] != 2)
                return 0;
            far_lib = LIBS(c, s)[0] + LIBS(c, s)[1] - move;
        } else if (col == other && c->s_nlibs[c->sn[q]] == 1) {
            return 0;
        }
    }
    if (friend == NO_MOVE)
        return 0;
    for (int d = 0; d < 4; d++) {
        int q = far_lib + DIRS[d];
        int col = c->board[q];
        if (col == EMPTY || col == other)
            return 0;
        if (col == color && c->s_nlibs[c->sn[q]] < 2)
            return 0;
    }
    return 1;
}

static int is_liberty_of(Ctx *c, int pos, int s)
{
    int color = c->s_color[s];
    for (int d = 0; d < 4; d++) {
        int q = pos + DIRS[d];
        if (c->board[q] == color && c->sn[q] == s)
            return 1;
    }
    return 0;
}

static void break_chain_moves(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] == 1)
            ml_add(ml, LIBS(c, t)[0], 2);
    }
}

static void edge_trap_moves(Ctx *c, int t, int a, int b, int color, MoveList *ml)
{
    int low = a < b ? a : b, high = a < b ? b : a;
    if (high - low != NS - 1 && high - low != NS + 1)
        return;
    int first = high - NS, second = low + NS;
    int other = OTHER(color);
    const int *bd = c->board;
    if (!((bd[first] == other && c->sn[first] == t && on_edge(c, second))
          || (bd[second] == other && c->sn[second] == t && on_edge(c, first))))
        return;
    int pairs[2][2] = {{a, b}, {b, a}};
    for (int i = 0; i < 2; i++) {
        int edge = pairs[i][0], move = pairs[i][1];
        if (on_edge(c, edge) && !is_self_atari(c, move, color))
            ml_add(ml, move, 1);
    }
}

static void break_chain2_efficient_moves(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int color = c->board[str_pos];
    int other = OTHER(color);
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] != 2)
            continue;
        int in_atari = 0, count = 0;
        int *tn = NBRS(c, t);
        for (int j = 0; j < c->s_nnbrs[t]; j++) {
            int u = tn[j];
            if (c->s_nlibs[u] == 1) {
                in_atari = u;
                count++;
            }
        }
        if (count == 1 && c->s_nlibs[s] > 2) {
            break_chain_moves(c, c->s_origin[in_atari], ml);
            int last = LIBS(c, in_atari)[0];
            if (!is_self_atari(c, last, color))
                ml_add(ml, last, 0);
            continue;
        }
        if (count > 1)
            continue;
        int a = LIBS(c, t)[0], b = LIBS(c, t)[1];
        int pairs[2][2] = {{a, b}, {b, a}};
        for (int k = 0; k < 2; k++) {
            int lib = pairs[k][0], rest = pairs[k][1];
            if (!in_list(LIBS(c, s), c->s_nlibs[s], lib) && libs_after(c, rest, other, 3) > 2)
                continue;
            if (!is_self_atari(c, lib, color) || is_ko(c, lib, color))
                ml_add(ml, lib, 1);
        }
        edge_trap_moves(c, t, a, b, color, ml);
    }
}

static void atari_approach_moves(Ctx *c, int lib, int t, int color, MoveList *ml)
{
    int other = OTHER(color);
    for (int d = 0; d < 4; d++) {
        int q = lib + DIRS[d];
        if (c->board[q] == other && c->sn[q] != t) {
            int u = c->sn[q];
            if (c->s_nlibs[u] == 2) {
                int *ul = LIBS(c, u);
                for (int k = 0; k < 2; k++) {
                    int m = ul[k];
                    if (m != lib && !is_self_atari(c, m, color))
                        ml_add(ml, m, 0);
                }
            }
        }
    }
}

static void break_chain2_moves(Ctx *c, int str_pos, MoveList *ml, int require_safe)
{
    int color = c->board[str_pos];
    int other = OTHER(color);
    int s = c->sn[str_pos];
    /* list(r.nbrs[...]): a copy, as the Python code iterates one */
    int nbrs[MAXML];
    int nn = c->s_nnbrs[s];
    memcpy(nbrs, NBRS(c, s), (size_t)nn * sizeof(int));
    for (int i = 0; i < nn; i++) {
        int t = nbrs[i];
        if (c->s_nlibs[t] != 2)
            continue;
        int a = LIBS(c, t)[0], cc = LIBS(c, t)[1];
        int two[2] = {a, cc};
        for (int k = 0; k < 2; k++) {
            int lib = two[k];
            if (!is_self_atari(c, lib, color)) {
                ml_add(ml, lib, 0);
                continue;
            }
            if (is_ko(c, lib, color) || (!require_safe && !is_suicide(c, lib, color)
                                         && approx_libs(c, lib, other, 5) < 5))
                ml_add(ml, lib, 0);
            if (!require_safe)
                atari_approach_moves(c, lib, t, color, ml);
        }
        if (c->stackp <= c->break_chain_depth && approx_libs(c, a, other, 4) < 4
            && approx_libs(c, cc, other, 4) < 4) {
            int *tn = NBRS(c, t);
            for (int j = 0; j < c->s_nnbrs[t]; j++) {
                int u = tn[j];
                if (c->s_nlibs[u] == 1)
                    ml_add(ml, LIBS(c, u)[0], 0);
            }
        }
    }
}

/* chain_escape_points: writes the points to out, returns their number */
static int chain_escape_points(Ctx *c, int t, int other, int *out)
{
    int n = c->s_nlibs[t];
    int tl[8];
    memcpy(tl, LIBS(c, t), (size_t)n * sizeof(int));
    int cap = n + 1;
    int ne = 0;
    for (int k = 0; k < n; k++)
        if (approx_libs(c, tl[k], other, cap) >= cap)
            out[ne++] = tl[k];
    if (ne >= 2)
        return 0;
    if (ne)
        return ne;
    memcpy(out, tl, (size_t)n * sizeof(int));
    return n;
}

static void break_chain3_moves(Ctx *c, int str_pos, MoveList *ml)
{
    int color = c->board[str_pos];
    int other = OTHER(color);
    int s = c->sn[str_pos];
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] == 3) {
            int pts[8];
            int np = chain_escape_points(c, t, other, pts);
            for (int k = 0; k < np; k++)
                if (approx_libs(c, pts[k], color, 2) >= 2)
                    ml_add(ml, pts[k], 0);
        }
    }
}

static void outside_liberty_moves(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int color = c->board[str_pos];
    int depth = c->stackp - c->stack_offset;
    int shallow = depth <= RACE_SACRIFICE_DEPTH;
    int other = OTHER(color);
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        int nt = c->s_nlibs[t];
        if (3 <= nt && nt <= 4) {
            int need = shallow && nt == 3 ? 1 : 2;
            if (depth > RACE_ESCAPE_DEPTH) {
                int pts[8];
                if (!chain_escape_points(c, t, other, pts))
                    continue;
            }
            int *tl = LIBS(c, t);
            for (int k = 0; k < c->s_nlibs[t]; k++) {
                int lib = tl[k];
                if (!in_list(LIBS(c, s), c->s_nlibs[s], lib) && libs_after(c, lib, color, need) >= need)
                    ml_add(ml, lib, 0);
            }
        }
    }
}

/* ------------------------------------------------------------------ */
/* superstring.py                                                       */

/* superstring: the member strings, the string's own first */
static int superstring(Ctx *c, int str_pos, int cap, int *members)
{
    const int *bd = c->board;
    int color = bd[str_pos];
    int other = OTHER(color);
    int nm = 0;
    members[nm++] = c->sn[str_pos];
    int k = 0;
    /* the "checked" set (not in c->mark: is_self_atari below uses it) */
    int checked[BOARDSIZE];
    int nchecked = 0;
    while (k < nm) {
        int s = members[k];
        k++;
        if (cap && k > 1 && c->s_nlibs[s] > cap)
            continue;
        int start = c->s_origin[s], p = start;
        do {
            for (int d = 0; d < 4; d++) {
                int dd = DIRS[d];
                int q = p + dd;
                if (bd[q] != EMPTY)
                    continue;
                if (!in_list(checked, nchecked, q)) {
                    checked[nchecked++] = q;
                    int joined[4], nj = 0;
                    for (int e = 0; e < 4; e++) {
                        int qe = q + DIRS[e];
                        if (bd[qe] == color && !in_list(members, nm, c->sn[qe]))
                            joined[nj++] = c->sn[qe];
                    }
                    if (nj && is_self_atari(c, q, other)) {
                        for (int j = 0; j < nj; j++)
                            if (!in_list(members, nm, joined[j]))
                                members[nm++] = joined[j];
                    }
                }
                int q2 = q + dd;
                if (bd[q2] == color && !in_list(members, nm, c->sn[q2])) {
                    for (int e = 0; e < 4; e++) {
                        int de = DIRS[e];
                        if (de == dd || de == -dd)
                            continue;
                        if (bd[p + de] == color && c->sn[p + de] == s && bd[q + de] == EMPTY
                            && bd[q2 + de] == color && c->sn[q2 + de] == c->sn[q2]) {
                            members[nm++] = c->sn[q2];
                            break;
                        }
                    }
                }
            }
            for (int i = 0; i < 4; i++) {
                int q = p + DIAG_PARTS[i][0];
                if (bd[q] == color && !in_list(members, nm, c->sn[q])
                    && bd[p + DIAG_PARTS[i][1]] == EMPTY && bd[p + DIAG_PARTS[i][2]] == EMPTY)
                    members[nm++] = c->sn[q];
            }
            p = c->nxt[p];
        } while (p != start);
    }
    return nm;
}

static void superstring_liberty_moves(Ctx *c, int str_pos, int cap, MoveList *ml)
{
    int members[MAXML];
    int nm = superstring(c, str_pos, cap, members);
    if (nm < 2)
        return;
    int color = c->board[str_pos];
    int other = OTHER(color);
    int *mine = LIBS(c, members[0]);
    int nmine = c->s_nlibs[members[0]];
    int found[MAXML], nf = 0;
    for (int i = 1; i < nm; i++) {
        int t = members[i];
        if (c->s_nlibs[t] > cap)
            continue;
        int *tl = LIBS(c, t);
        for (int k = 0; k < c->s_nlibs[t]; k++) {
            int lib = tl[k];
            if (!in_list(mine, nmine, lib) && !in_list(found, nf, lib))
                found[nf++] = lib;
        }
    }
    int own = nmine <= cap ? nmine : 0;
    if (own + nf > MAX_SUPERSTRING_LIBERTIES)
        return;
    for (int i = 0; i < nf; i++)
        if (!is_self_atari(c, found[i], other) || !is_self_atari(c, found[i], color))
            ml_add(ml, found[i], 0);
}

static void superstring_break_chain_moves(Ctx *c, int str_pos, int cap, MoveList *ml)
{
    int color = c->board[str_pos];
    int members[MAXML];
    int nm = superstring(c, str_pos, 0, members);
    int seen[MAXML], ns = 0;
    for (int i = 0; i < nm; i++) {
        int s = members[i];
        int *nb = NBRS(c, s);
        for (int j = 0; j < c->s_nnbrs[s]; j++) {
            int t = nb[j];
            if (in_list(seen, ns, t))
                continue;
            seen[ns++] = t;
            int nt = c->s_nlibs[t];
            if (nt == 1) {
                ml_add(ml, LIBS(c, t)[0], 0);
            } else if (nt <= cap && (nt == 2 || s != members[0])) {
                int tl[8];
                memcpy(tl, LIBS(c, t), (size_t)nt * sizeof(int));
                for (int k = 0; k < nt; k++)
                    if (!is_self_atari(c, tl[k], color))
                        ml_add(ml, tl[k], 0);
            }
        }
    }
}

/* ------------------------------------------------------------------ */
/* attack_moves.py                                                      */

static void backfill_moves(Ctx *c, int lib, int attacker, MoveList *ml)
{
    int near[2];
    if (approx_lib_list(c, lib, attacker, 2, near) != 1)
        return;
    int fill = near[0];
    ml_add(ml, fill, 0);
    for (int d = 0; d < 4; d++) {
        int q = fill + DIRS[d];
        if (c->board[q] == attacker) {
            int u = c->sn[q];
            int *nb = NBRS(c, u);
            for (int i = 0; i < c->s_nnbrs[u]; i++) {
                int t = nb[i];
                if (c->s_nlibs[t] == 1)
                    ml_add(ml, LIBS(c, t)[0], 0);
            }
        }
    }
}

static void capture_improving_moves(Ctx *c, int str_pos, int lib, MoveList *ml, int mover)
{
    int color = c->board[str_pos];
    int s = c->sn[str_pos];
    int attacker = OTHER(color);
    if (!mover)
        mover = attacker;
    for (int d = 0; d < 4; d++) {
        int q = lib + DIRS[d];
        int col = c->board[q];
        if (col == color && c->sn[q] != s) {
            int u = c->sn[q];
            int nu = c->s_nlibs[u];
            if (nu == 1) {
                ml_add(ml, LIBS(c, u)[0], 5);
            } else if (nu <= 3) {
                int ul[4];
                memcpy(ul, LIBS(c, u), (size_t)nu * sizeof(int));
                for (int k = 0; k < nu; k++)
                    if (ul[k] != lib && !is_self_atari(c, ul[k], mover))
                        ml_add(ml, ul[k], 0);
            }
        } else if (col == attacker && c->s_nlibs[c->sn[q]] <= 2) {
            int u = c->sn[q];
            int *nb = NBRS(c, u);
            for (int i = 0; i < c->s_nnbrs[u]; i++) {
                int t = nb[i];
                if (c->s_nlibs[t] == 1 && t != s)
                    ml_add(ml, LIBS(c, t)[0], 5);
            }
        }
    }
}

static void shared_liberty_rescue(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int *mine = LIBS(c, s);
    int nmine = c->s_nlibs[s];
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        int *tl = LIBS(c, t);
        if (c->s_nlibs[t] == 2 && in_list(mine, nmine, tl[0]) && in_list(mine, nmine, tl[1]))
            break_chain_moves(c, c->s_origin[t], ml);
    }
}

static void edge_moves(Ctx *c, int str_pos, int mover, MoveList *ml)
{
    const int *bd = c->board;
    int s = c->sn[str_pos];
    if (mover == bd[str_pos])
        return;
    int *mine = LIBS(c, s);
    for (int i = 0; i < c->s_nlibs[s]; i++) {
        int lib = mine[i];
        for (int d = 0; d < 4; d++) {
            int dd = DIRS[d];
            if (bd[lib + dd] != GRAY)
                continue;
            for (int e = 0; e < 4; e++) {
                int de = DIRS[e];
                if (de == dd || de == -dd)
                    continue;
                int m = lib + de;
                if (bd[m] == EMPTY && !in_list(mine, c->s_nlibs[s], m) && bd[m + dd] == GRAY)
                    if (approx_libs(c, m, mover, 2) >= 2)
                        ml_add(ml, m, 0);
            }
        }
    }
}

static void approach_moves(Ctx *c, int str_pos, MoveList *ml)
{
    const int *bd = c->board;
    int s = c->sn[str_pos];
    int attacker = OTHER(bd[str_pos]);
    int n = c->s_nlibs[s];
    int mine[MAXML];
    memcpy(mine, LIBS(c, s), (size_t)n * sizeof(int));
    for (int i = 0; i < n; i++) {
        int lib = mine[i];
        if (!is_self_atari(c, lib, attacker))
            continue;
        for (int d = 0; d < 4; d++) {
            int m = lib + DIRS[d];
            if (bd[m] == EMPTY && !in_list(LIBS(c, s), c->s_nlibs[s], m)
                && !is_self_atari(c, m, attacker))
                ml_add(ml, m, 0);
        }
    }
}

static void throw_in_moves(Ctx *c, int str_pos, MoveList *ml)
{
    const int *bd = c->board;
    int s = c->sn[str_pos];
    int attacker = OTHER(bd[str_pos]);
    int n = c->s_nlibs[s];
    int mine[MAXML];
    memcpy(mine, LIBS(c, s), (size_t)n * sizeof(int));
    for (int i = 0; i < n; i++) {
        int lib = mine[i];
        for (int d = 0; d < 4; d++) {
            int m = lib + DIRS[d];
            if (bd[m] != EMPTY || in_list(LIBS(c, s), c->s_nlibs[s], m))
                continue;
            if (approx_libs(c, m, attacker, 2) == 1 && !has_neighbor(c, m, attacker))
                ml_add(ml, m, 0);
        }
    }
}

static void cap_moves(Ctx *c, int str_pos, MoveList *ml)
{
    const int *bd = c->board;
    int s = c->sn[str_pos];
    int attacker = OTHER(bd[str_pos]);
    int *mine = LIBS(c, s);
    int n = c->s_nlibs[s];
    for (int i = 0; i < n; i++) {
        int a = mine[i];
        for (int j = i + 1; j < n; j++) {
            int b = mine[j];
            int v = 0, h = 0;
            for (int k = 0; k < 4; k++) {
                if (DIAG_PARTS[k][0] == b - a) {
                    v = DIAG_PARTS[k][1];
                    h = DIAG_PARTS[k][2];
                }
            }
            if (!v)
                continue;
            int two[2] = {a + v, a + h};
            for (int k = 0; k < 2; k++) {
                int m = two[k];
                if (bd[m] == EMPTY && !in_list(mine, n, m) && !is_self_atari(c, m, attacker))
                    ml_add(ml, m, 0);
            }
        }
    }
}

static void block_escape_moves(Ctx *c, int str_pos, MoveList *ml, int edge_only)
{
    const int *bd = c->board;
    int s = c->sn[str_pos];
    int color = bd[str_pos];
    int attacker = OTHER(color);
    int n = c->s_nlibs[s];
    int mine[MAXML];
    memcpy(mine, LIBS(c, s), (size_t)n * sizeof(int));
    for (int i = 0; i < n; i++) {
        int lib = mine[i];
        if (edge_only) {
            int near_edge = 0;
            for (int d = 0; d < 4 && !near_edge; d++)
                if (bd[lib + DIRS[d]] == GRAY || bd[lib + 2 * DIRS[d]] == GRAY)
                    near_edge = 1;
            if (!near_edge)
                continue;
        }
        if (libs_after(c, lib, color, n + 1) < n)
            continue;
        for (int d = 0; d < 4; d++) {
            int m = lib + DIRS[d];
            if (bd[m] == EMPTY && !in_list(mine, n, m) && approx_libs(c, m, attacker, 2) >= 2)
                ml_add(ml, m, 0);
        }
    }
}

static void draw_back_moves(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int attacker = OTHER(c->board[str_pos]);
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] == 2) {
            int tl[2] = {LIBS(c, t)[0], LIBS(c, t)[1]};
            for (int k = 0; k < 2; k++)
                if (!in_list(LIBS(c, s), c->s_nlibs[s], tl[k])
                    && libs_after(c, tl[k], attacker, 3) >= 3)
                    ml_add(ml, tl[k], 0);
        }
    }
}

static void defend_boundary2_moves(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int attacker = OTHER(c->board[str_pos]);
    int nn = c->s_nnbrs[s];
    int nbrs[MAXML];
    memcpy(nbrs, NBRS(c, s), (size_t)nn * sizeof(int));
    for (int i = 0; i < nn; i++) {
        int t = nbrs[i];
        if (c->s_nlibs[t] != 2)
            continue;
        int a = LIBS(c, t)[0], b = LIBS(c, t)[1];
        if (approx_libs(c, a, attacker, 4) > 3 && approx_libs(c, b, attacker, 4) > 3)
            continue;
        int origin = c->s_origin[t];
        break_chain_moves(c, origin, ml);
        break_chain2_moves(c, origin, ml, 1);
        ml_add(ml, a, 0);
        ml_add(ml, b, 0);
    }
}

static void squeeze_moves(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int color = c->board[str_pos];
    int attacker = OTHER(color);
    int nown = c->s_nlibs[s];
    if (nown > 4)
        return;
    int own[4];
    memcpy(own, LIBS(c, s), (size_t)nown * sizeof(int));
    for (int i = 0; i < nown; i++) {
        int lib = own[i];
        if (!is_suicide(c, lib, attacker))
            continue;
        int around[4];
        int na = approx_lib_list(c, lib, color, 4, around);
        if (na != nown)
            continue;
        int move = NO_MOVE;
        for (int k = 0; k < na; k++) {
            if (!in_list(own, nown, around[k])) {
                move = around[k];
                break;
            }
        }
        int previous = lib, steps = 0;
        while (move != NO_MOVE && is_suicide(c, move, attacker)) {
            int step[3];
            int nstep = approx_lib_list(c, move, color, 3, step);
            steps++;
            if (nstep != 2 || steps > MAX_SQUEEZE_STEPS) {
                move = NO_MOVE;
                break;
            }
            int next = step[0] == previous ? step[1] : step[0];
            previous = move;
            move = next;
            if (in_list(own, nown, move))
                move = NO_MOVE;
        }
        if (move == NO_MOVE || !is_self_atari(c, move, attacker))
            continue;
        int last[1];
        if (!approx_lib_list(c, move, attacker, 1, last))
            continue;
        int capture_libs = approx_libs(c, last[0], color, 10);
        if (capture_libs < 3 && capture_libs < approx_libs(c, move, color, 10))
            ml_add(ml, move, 0);
    }
}

/* ------------------------------------------------------------------ */
/* defense_moves.py                                                     */

static void liberty_neighbor_rescue(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int color = c->board[str_pos];
    int seen[MAXML], ns = 0;
    int *mine = LIBS(c, s);
    for (int i = 0; i < c->s_nlibs[s]; i++) {
        int lib = mine[i];
        for (int d = 0; d < 4; d++) {
            int q = lib + DIRS[d];
            if (c->board[q] == color && c->sn[q] != s && !in_list(seen, ns, c->sn[q])) {
                int u = c->sn[q];
                seen[ns++] = u;
                if (c->s_nlibs[u] == 1) {
                    int *nb = NBRS(c, u);
                    for (int j = 0; j < c->s_nnbrs[u]; j++) {
                        int t = nb[j];
                        if (c->s_nlibs[t] == 1)
                            ml_add(ml, LIBS(c, t)[0], 3);
                    }
                }
            }
        }
    }
}

static void edge_clamp_moves(Ctx *c, int str_pos, MoveList *ml)
{
    int s = c->sn[str_pos];
    int color = c->board[str_pos];
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] != 2)
            continue;
        int tl[2] = {LIBS(c, t)[0], LIBS(c, t)[1]};
        for (int k = 0; k < 2; k++) {
            int lib = tl[k];
            if (on_edge(c, lib) && !is_liberty_of(c, lib, s) && !is_self_atari(c, lib, color))
                ml_add(ml, lib, 0);
        }
    }
}

static void rescue_moves(Ctx *c, int str_pos, int lib, MoveList *ml)
{
    int color = c->board[str_pos];
    int other = OTHER(color);
    int near[3];
    if (approx_lib_list(c, lib, other, 3, near) != 2)
        return;
    int s = c->sn[str_pos];
    for (int k = 0; k < 2; k++)
        if (!is_liberty_of(c, near[k], s) && !is_self_atari(c, near[k], color))
            ml_add(ml, near[k], 0);
}

static void defender_backfill_moves(Ctx *c, int str_pos, const int *lib_list, int nlib,
                                    MoveList *ml)
{
    int color = c->board[str_pos];
    int other = OTHER(color);
    for (int i = 0; i < nlib; i++) {
        int lib = lib_list[i];
        if (is_self_atari(c, lib, other)) {
            int pts[6];
            int np = approx_lib_list(c, lib, color, 6, pts);
            for (int k = 0; k < np; k++)
                if (!is_self_atari(c, pts[k], color) || has_neighbor(c, pts[k], color))
                    ml_add(ml, pts[k], 0);
        }
        int near[3];
        int nn = approx_lib_list(c, lib, other, 3, near);
        if (nn <= 2)
            for (int k = 0; k < nn; k++)
                if (!is_self_atari(c, near[k], color))
                    ml_add(ml, near[k], 0);
    }
}

static void second_order_moves(Ctx *c, int str_pos, MoveList *ml)
{
    const int *bd = c->board;
    int s = c->sn[str_pos];
    int color = bd[str_pos];
    int n = c->s_nlibs[s];
    int copy[MAXML];
    memcpy(copy, LIBS(c, s), (size_t)n * sizeof(int));
    for (int i = 0; i < n; i++) {
        int lib = copy[i];
        for (int d = 0; d < 4; d++) {
            int m = lib + DIRS[d];
            if (bd[m] != EMPTY || in_list(LIBS(c, s), c->s_nlibs[s], m))
                continue;
            int shared = 0;
            for (int e = 0; e < 4; e++)
                if (in_list(LIBS(c, s), c->s_nlibs[s], m + DIRS[e]))
                    shared++;
            if ((shared >= 2 || has_neighbor(c, m, color)) && !is_self_atari(c, m, color))
                ml_add(ml, m, shared);
        }
    }
}

static void bamboo_rescue_moves(Ctx *c, int str_pos, MoveList *ml)
{
    const int *bd = c->board;
    int s = c->sn[str_pos];
    if (c->s_nlibs[s] != 2)
        return;
    int a = LIBS(c, s)[0], b = LIBS(c, s)[1];
    if (!is_dir(b - a))
        return;
    int color = bd[str_pos];
    int step = b - a;
    for (int d = 0; d < 4; d++) {
        int dd = DIRS[d];
        if (dd == step || dd == -step)
            continue;
        int two[2] = {a + dd, b + dd};
        for (int k = 0; k < 2; k++) {
            int m = two[k];
            if (bd[m] == EMPTY && !is_self_atari(c, m, color))
                if (bd[m - dd - dd] != color && bd[m + dd] == color)
                    ml_add(ml, m, 0);
        }
    }
}

static void hane_rescue_moves(Ctx *c, int str_pos, MoveList *ml)
{
    const int *bd = c->board;
    int s = c->sn[str_pos];
    int color = bd[str_pos];
    int other = OTHER(color);
    int nlibs = c->s_nlibs[s];
    int *mine = LIBS(c, s);
    for (int i = 0; i < c->s_nlibs[s]; i++) {
        int a = mine[i];
        for (int d = 0; d < 4; d++) {
            int dd = DIRS[d];
            int b = a + dd;
            if (bd[b] != color || c->sn[b] != s)
                continue;
            for (int e = 0; e < 4; e++) {
                int n = DIRS[e];
                if (n == dd || n == -dd)
                    continue;
                int cpos = a + n;
                if (bd[cpos] != EMPTY || bd[b + n] != other)
                    continue;
                int dlibs = c->s_nlibs[c->sn[b + n]];
                if (dlibs <= nlibs && libs_after(c, cpos, color, dlibs) >= dlibs)
                    ml_add(ml, cpos, 0);
            }
        }
    }
}

/* ------------------------------------------------------------------ */
/* komaster.py                                                          */

static int ko_resolved(Ctx *c, int kom_pos, int owner)
{
    if (c->board[kom_pos] != EMPTY)
        return 1;
    int rival = OTHER(owner);
    return !is_ko(c, kom_pos, rival) && is_suicide(c, kom_pos, rival);
}

static int ko_capture_forbidden(int km, int kom_pos, int pos, int color, int ko_stone,
                                int board_ko_pos)
{
    if (km == KM_EMPTY)
        return 0;
    if (km == OTHER(color))
        return pos == kom_pos;
    if (km == KM_GRAY_WHITE || km == KM_GRAY_BLACK)
        return 1;
    if (km == color)
        return !is_diagonal(ko_stone - kom_pos);
    return pos != board_ko_pos && !is_diagonal(ko_stone - kom_pos);
}

static int komaster_trymove(Ctx *c, int pos, int color, int state, int conditional_ok)
{
    if (pos == 0)
        return NOT_PLAYED;
    int km = state >> KOM_SHIFT;
    int kom_pos = state & KOM_POS_MASK;
    if (km != KM_EMPTY && km != KM_WEAK_KO && ko_resolved(c, kom_pos, KM_OWNER[km])) {
        km = KM_EMPTY;
        kom_pos = 0;
    }
    int ko_stone = c->board[pos] == EMPTY ? is_ko(c, pos, color) : 0;
    int board_ko_pos = c->ko_pos;
    if (ko_stone && ko_capture_forbidden(km, kom_pos, pos, color, ko_stone, board_ko_pos))
        return NOT_PLAYED;
    int flag;
    if (!trymove(c, pos, color, 0)) {
        if (!conditional_ok || !trymove(c, pos, color, 1))
            return NOT_PLAYED;
        if (km == KM_EMPTY || km == KM_WEAK_KO)
            return CONDITIONAL | color << KOM_SHIFT | ko_stone;
        flag = CONDITIONAL;
    } else {
        flag = 0;
    }
    int other = OTHER(color);
    if (!ko_stone) {
        if (km != KM_EMPTY && KM_OWNER[km] == color && ko_resolved(c, kom_pos, color))
            return 0;
        if (km == KM_WEAK_KO)
            return 0;
        return km << KOM_SHIFT | kom_pos;
    }
    if (km == other)
        km = other == WHITE ? KM_GRAY_WHITE : KM_GRAY_BLACK;
    else if (km == color)
        kom_pos = ko_stone;
    else if (board_ko_pos) {
        km = KM_WEAK_KO;
        kom_pos = board_ko_pos;
    }
    return flag | km << KOM_SHIFT | kom_pos;
}

static int retake_allowed(int state, int color, int pos, int ko_stone)
{
    int km = state >> KOM_SHIFT;
    if (km == KM_EMPTY || km == KM_WEAK_KO)
        return 1;
    return !ko_capture_forbidden(km, state & KOM_POS_MASK, pos, color, ko_stone, pos);
}

/* ------------------------------------------------------------------ */
/* The cache (cache.py's table, with its recording)                     */

static void note_borrowed(Ctx *c, int owner)
{
    if (in_list(c->borrowed, c->n_borrowed, owner))
        return;
    if (c->n_borrowed == c->borrowed_cap) {
        int cap = c->borrowed_cap ? 2 * c->borrowed_cap : 16;
        int *b = realloc(c->borrowed, (size_t)cap * sizeof(int));
        if (!b)
            Py_FatalError("kosumi._reading: out of memory");
        c->borrowed = b;
        c->borrowed_cap = cap;
    }
    c->borrowed[c->n_borrowed++] = owner;
}

static inline int64_t slot_index(uint64_t h, int64_t k, int64_t cap)
{
    uint64_t x = h ^ ((uint64_t)k * 0x9E3779B97F4A7C15ULL);
    x ^= x >> 29;
    return (int64_t)(x & (uint64_t)(cap - 1));
}

static int cache_lookup(Ctx *c, uint64_t h, int64_t k, int *move)
{
    if (!c->slots)
        return -1;
    int64_t cap = c->slot_cap;
    int64_t i = slot_index(h, k, cap);
    for (;;) {
        Slot *e = &c->slots[i];
        if (e->result < 0)
            return -1;
        if (e->h == h && e->k == k) {
            c->hits++;
            if (c->recording >= 0) {
                if (e->owner < 0)
                    c->unowned_hit = 1;
                else if (e->owner != c->recording)
                    note_borrowed(c, e->owner);
            }
            *move = e->result & 0xFFFF;
            return e->result >> 16;
        }
        i = (i + 1) & (cap - 1);
    }
}

static void cache_clear(Ctx *c)
{
    for (int64_t i = 0; i < c->slot_cap; i++)
        c->slots[i].result = -1;
    c->count = 0;
}

static void cache_insert(Slot *slots, int64_t cap, const Slot *s)
{
    int64_t i = slot_index(s->h, s->k, cap);
    while (slots[i].result >= 0 && !(slots[i].h == s->h && slots[i].k == s->k))
        i = (i + 1) & (cap - 1);
    slots[i] = *s;
}

static void cache_store(Ctx *c, uint64_t h, int64_t k, int code, int move)
{
    if (c->count >= c->max_entries) {
        cache_clear(c);
        c->clears++;
    }
    if (!c->slots || 2 * (c->count + 1) > c->slot_cap) {
        int64_t cap = c->slot_cap ? 2 * c->slot_cap : 1024;
        Slot *ns = malloc((size_t)cap * sizeof(Slot));
        if (!ns)
            Py_FatalError("kosumi._reading: out of memory for the cache");
        for (int64_t i = 0; i < cap; i++)
            ns[i].result = -1;
        for (int64_t i = 0; i < c->slot_cap; i++)
            if (c->slots[i].result >= 0)
                cache_insert(ns, cap, &c->slots[i]);
        free(c->slots);
        c->slots = ns;
        c->slot_cap = cap;
    }
    int64_t cap = c->slot_cap;
    int64_t i = slot_index(h, k, cap);
    for (;;) {
        Slot *e = &c->slots[i];
        if (e->result < 0) {
            c->count++;
            break;
        }
        if (e->h == h && e->k == k)
            break;
        i = (i + 1) & (cap - 1);
    }
    Slot *e = &c->slots[i];
    e->h = h;
    e->k = k;
    e->result = code << 16 | move;
    e->owner = c->recording;
    c->stores++;
}

/* ------------------------------------------------------------------ */
/* The search: core.py                                                  */

static int do_attack(Ctx *c, int str_pos, int ks, int *move);
static int do_find_defense(Ctx *c, int str_pos, int ks, int *move);

/* BudgetReader._check: nonzero when the read must stop */
static int check_stop(Ctx *c)
{
    if (!c->has_budget)
        return 0;
    if (c->nodes > c->budget) {
        c->stop = STOP_BUDGET;
        return 1;
    }
    if (c->interrupted && (c->nodes & 63) == 0) {
        PyObject *r = PyObject_CallNoArgs(c->interrupted);
        if (!r) {
            c->stop = STOP_ERROR;
            return 1;
        }
        int t = PyObject_IsTrue(r);
        Py_DECREF(r);
        if (t < 0) {
            c->stop = STOP_ERROR;
            return 1;
        }
        if (t) {
            c->stop = STOP_INTERRUPT;
            return 1;
        }
    }
    return 0;
}

static inline int64_t cache_key(Ctx *c, int ks, int origin, int routine)
{
    return (int64_t)(c->stackp - c->stack_offset) * (1 << 24)
        + ((int64_t)ks << 11) + ((int64_t)origin << 1) + routine;
}

static int attack1(Ctx *c, int str_pos, int ks, int *move);
static int attack2(Ctx *c, int str_pos, int ks, int *move);
static int attack3(Ctx *c, int str_pos, int ks, int *move);
static int attack4(Ctx *c, int str_pos, int ks, int *move);
static int defend1(Ctx *c, int str_pos, int ks, int *move);
static int defend2(Ctx *c, int str_pos, int ks, int *move);
static int defend3(Ctx *c, int str_pos, int ks, int *move);
static int defend4(Ctx *c, int str_pos, int ks, int *move);

static int do_read(Ctx *c, int str_pos, int ks, int *move, int routine)
{
    *move = 0;
    if (check_stop(c))
        return 0;
    int s = c->sn[str_pos];
    int n = c->s_nlibs[s];
    int stackp = c->stackp;
    if (n > 4 || (n == 4 && stackp > c->fourlib_depth) || (n == 3 && stackp > c->depth)
        || stackp > c->max_stack)
        return routine == ATTACK ? 0 : WIN;
    int64_t k = cache_key(c, ks, c->s_origin[s], routine);
    int code = cache_lookup(c, c->hash, k, move);
    if (code >= 0)
        return code;
    if (routine == ATTACK) {
        if (n == 1)
            code = attack1(c, str_pos, ks, move);
        else if (n == 2)
            code = attack2(c, str_pos, ks, move);
        else if (n == 3)
            code = attack3(c, str_pos, ks, move);
        else
            code = attack4(c, str_pos, ks, move);
    } else {
        if (n == 1)
            code = defend1(c, str_pos, ks, move);
        else if (n == 2)
            code = defend2(c, str_pos, ks, move);
        else if (n == 3)
            code = defend3(c, str_pos, ks, move);
        else
            code = defend4(c, str_pos, ks, move);
    }
    if (c->stop)
        return 0;
    if (!code)
        *move = 0;
    cache_store(c, c->hash, k, code, *move);
    return code;
}

static int do_attack(Ctx *c, int str_pos, int ks, int *move)
{
    return do_read(c, str_pos, ks, move, ATTACK);
}

static int do_find_defense(Ctx *c, int str_pos, int ks, int *move)
{
    return do_read(c, str_pos, ks, move, DEFEND);
}

/* _try_attacks: returns done; *savecode, *savemove updated */
static int try_attacks(Ctx *c, int str_pos, MoveList *ml, int ks, int *savecode, int *savemove,
                       int no_deep)
{
    int other = OTHER(c->board[str_pos]);
    order_moves(c, ml, str_pos, other);
    int stackp = c->stackp;
    int ko_ok = stackp <= c->ko_depth;
    int stop = no_deep && stackp >= c->branch_depth;
    int no_ko = c->ko_pos == NO_MOVE;
    int n = ml->n;
    for (int k = ml->tried; k < n; k++) {
        int apos = ml->pos[k];
        int r;
        if (no_ko && send_two_return_one(c, apos, other))
            r = -1;
        else
            r = komaster_trymove(c, apos, other, ks, ko_ok && *savecode == 0);
        if (r >= 0) {
            int nks = r & STATE_MASK;
            int dcode, dummy;
            if (c->board[str_pos] == EMPTY) {
                dcode = 0;
            } else {
                dcode = do_find_defense(c, str_pos, nks, &dummy);
                if (c->stop)
                    return 1;
            }
            if (WIN - dcode > *savecode) {
                int captures;
                if (dcode == 0 && c->board[str_pos] == EMPTY) {
                    captures = 1;
                } else {
                    captures = do_attack(c, str_pos, nks, &dummy) != 0;
                    if (c->stop)
                        return 1;
                }
                if (captures) {
                    if (r & CONDITIONAL) {
                        if (*savecode == 0) {
                            *savecode = KO_B;
                            *savemove = apos;
                        }
                    } else if (dcode == 0) {
                        popgo(c);
                        ml->tried = k + 1;
                        *savecode = WIN;
                        *savemove = apos;
                        return 1;
                    } else if (WIN - dcode > *savecode) {
                        *savecode = WIN - dcode;
                        *savemove = apos;
                    }
                }
            }
            popgo(c);
        }
        if (stop) {
            ml->tried = n;
            return 1;
        }
    }
    ml->tried = n;
    return 0;
}

static int try_defenses(Ctx *c, int str_pos, MoveList *ml, int ks, int *savecode,
                        int *savemove, int no_deep)
{
    int color = c->board[str_pos];
    order_moves(c, ml, str_pos, color);
    int stackp = c->stackp;
    int ko_ok = stackp <= c->ko_depth;
    int stop = no_deep && stackp >= c->branch_depth;
    int n = ml->n;
    for (int k = ml->tried; k < n; k++) {
        int dpos = ml->pos[k];
        int r = komaster_trymove(c, dpos, color, ks, ko_ok && *savecode == 0);
        if (r >= 0) {
            int acode, dummy;
            if (c->board[str_pos] == EMPTY) {
                acode = WIN;
            } else {
                acode = do_attack(c, str_pos, r & STATE_MASK, &dummy);
                if (c->stop)
                    return 1;
            }
            popgo(c);
            if (acode == 0) {
                if (!(r & CONDITIONAL)) {
                    ml->tried = k + 1;
                    *savecode = WIN;
                    *savemove = dpos;
                    return 1;
                }
                if (*savecode < KO_B) {
                    *savecode = KO_B;
                    *savemove = dpos;
                }
            } else if (!(r & CONDITIONAL) && WIN - acode > *savecode) {
                *savecode = WIN - acode;
                *savemove = dpos;
            }
        }
        if (stop) {
            ml->tried = n;
            return 1;
        }
    }
    ml->tried = n;
    return 0;
}

/* _capture */
static int capture(Ctx *c, int str_pos, int lib, int ks)
{
    int color = c->board[str_pos];
    int other = OTHER(color);
    int r = komaster_trymove(c, lib, other, ks, c->stackp <= c->ko_depth);
    if (r < 0)
        return 0;
    int code;
    if (r & CONDITIONAL) {
        code = KO_B;
    } else {
        int t = c->sn[lib];
        if (c->s_nlibs[t] != 1) {
            code = WIN;
        } else if (c->s_size[t] == 1 && c->ko_pos) {
            code = retake_allowed(r & STATE_MASK, color, str_pos, lib) ? KO_A : WIN;
        } else {
            int r2 = komaster_trymove(c, str_pos, color, r & STATE_MASK, 0);
            if (r2 < 0) {
                code = WIN;
            } else {
                int dummy;
                code = do_attack(c, str_pos, r2 & STATE_MASK, &dummy);
                if (c->stop)
                    return 0;
                popgo(c);
            }
        }
    }
    popgo(c);
    return code;
}

static int attack1(Ctx *c, int str_pos, int ks, int *move)
{
    c->nodes++;
    int s = c->sn[str_pos];
    int lib = LIBS(c, s)[0];
    if (c->s_size[s] > 1) {
        *move = lib;
        return WIN;
    }
    int code = capture(c, str_pos, lib, ks);
    if (c->stop)
        return 0;
    if (code == WIN) {
        *move = lib;
        return WIN;
    }
    if (c->stackp > c->backfill_depth) {
        *move = code ? lib : 0;
        return code;
    }
    MoveList ml;
    ml.n = ml.tried = 0;
    capture_improving_moves(c, str_pos, lib, &ml, 0);
    int savemove = code ? lib : 0;
    try_attacks(c, str_pos, &ml, ks, &code, &savemove, 0);
    *move = savemove;
    return code;
}

static int attack2(Ctx *c, int str_pos, int ks, int *move)
{
    c->nodes++;
    const int *bd = c->board;
    int s = c->sn[str_pos];
    int other = OTHER(bd[str_pos]);
    int stackp = c->stackp;
    int lib1 = LIBS(c, s)[0], lib2 = LIBS(c, s)[1];
    MoveList ml;
    ml.n = ml.tried = 0;
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] == 1) {
            int tlib = LIBS(c, t)[0];
            if (stackp > c->depth && c->s_size[t] > 1 && !in_list(LIBS(c, s), c->s_nlibs[s], tlib)) {
                *move = 0;
                return 0;
            }
            if (stackp <= c->depth)
                break_chain_moves(c, c->s_origin[t], &ml);
            ml_add(&ml, LIBS(c, t)[0], 0);
        }
    }
    int adjacent = is_dir(lib2 - lib1);
    int atari_possible = 0;
    int two[2] = {lib1, lib2};
    for (int k = 0; k < 2; k++) {
        int lib = two[k];
        int self_atari = is_self_atari(c, lib, other);
        if (!self_atari)
            atari_possible = 1;
        int isolated = !has_neighbor(c, lib, other);
        if (stackp <= c->backfill_depth || !self_atari
            || ((stackp <= c->depth || adjacent) && isolated))
            ml_add(&ml, lib, 0);
        if (stackp <= c->backfill_depth)
            backfill_moves(c, lib, other, &ml);
    }
    if (stackp <= c->depth) {
        if (!atari_possible)
            approach_moves(c, str_pos, &ml);
        shared_liberty_rescue(c, str_pos, &ml);
        edge_moves(c, str_pos, other, &ml);
    }
    int code = 0, savemove = 0;
    if (try_attacks(c, str_pos, &ml, ks, &code, &savemove, 0) || c->stop)
        goto done;
    if (stackp <= c->backfill_depth) {
        if (atari_possible)
            approach_moves(c, str_pos, &ml);
        throw_in_moves(c, str_pos, &ml);
        if (try_attacks(c, str_pos, &ml, ks, &code, &savemove, 0) || c->stop)
            goto done;
    }
    if (stackp > c->depth)
        goto done;
    cap_moves(c, str_pos, &ml);
    if (stackp <= c->backfill2_depth)
        block_escape_moves(c, str_pos, &ml, 0);
    if (try_attacks(c, str_pos, &ml, ks, &code, &savemove, 0) || c->stop)
        goto done;
    if (stackp <= c->backfill_depth && (stackp <= c->superstring_depth || !atari_possible)) {
        int cap = stackp <= c->backfill2_depth ? 3 : 2;
        superstring_liberty_moves(c, str_pos, cap, &ml);
        squeeze_moves(c, str_pos, &ml);
        try_attacks(c, str_pos, &ml, ks, &code, &savemove, 0);
    }
done:
    *move = savemove;
    return code;
}

static int attack3(Ctx *c, int str_pos, int ks, int *move)
{
    c->nodes++;
    int s = c->sn[str_pos];
    int other = OTHER(c->board[str_pos]);
    int stackp = c->stackp;
    MoveList ml;
    ml.n = ml.tried = 0;
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] == 1) {
            break_chain_moves(c, c->s_origin[t], &ml);
            ml_add(&ml, LIBS(c, t)[0], 0);
        }
    }
    int nl = c->s_nlibs[s];
    int libs[4];
    memcpy(libs, LIBS(c, s), (size_t)nl * sizeof(int));
    for (int i = 0; i < nl; i++)
        ml_add(&ml, libs[i], 0);
    edge_moves(c, str_pos, other, &ml);
    int code = 0, savemove = 0;
    if (try_attacks(c, str_pos, &ml, ks, &code, &savemove, 1) || c->stop)
        goto done;
    if (stackp <= c->backfill_depth) {
        cap_moves(c, str_pos, &ml);
        block_escape_moves(c, str_pos, &ml, 1);
    }
    if (stackp <= c->fourlib_depth)
        draw_back_moves(c, str_pos, &ml);
    if (try_attacks(c, str_pos, &ml, ks, &code, &savemove, 1) || c->stop)
        goto done;
    if (stackp <= c->backfill2_depth) {
        defend_boundary2_moves(c, str_pos, &ml);
        if (try_attacks(c, str_pos, &ml, ks, &code, &savemove, 1) || c->stop)
            goto done;
        superstring_liberty_moves(c, str_pos, 3, &ml);
        squeeze_moves(c, str_pos, &ml);
        try_attacks(c, str_pos, &ml, ks, &code, &savemove, 1);
    }
done:
    *move = savemove;
    return code;
}

static int attack4(Ctx *c, int str_pos, int ks, int *move)
{
    c->nodes++;
    int s = c->sn[str_pos];
    *move = 0;
    if (c->stackp > c->depth)
        return 0;
    MoveList ml;
    ml.n = ml.tried = 0;
    int *nb = NBRS(c, s);
    for (int i = 0; i < c->s_nnbrs[s]; i++) {
        int t = nb[i];
        if (c->s_nlibs[t] == 1) {
            break_chain_moves(c, c->s_origin[t], &ml);
            ml_add(&ml, LIBS(c, t)[0], 0);
        }
    }
    int nl = c->s_nlibs[s];
    int libs[4];
    memcpy(libs, LIBS(c, s), (size_t)nl * sizeof(int));
    for (int i = 0; i < nl; i++)
        ml_add(&ml, libs[i], 0);
    int code = 0, savemove = 0;
    try_attacks(c, str_pos, &ml, ks, &code, &savemove, 1);
    *move = savemove;
    return code;
}

/* _try_attackers_point */
static void try_attackers_point(Ctx *c, int str_pos, MoveList *ml, int ks, int *code,
                                int *move)
{
    if (*code == WIN || c->stackp > c->backfill_depth)
        return;
    int amove;
    int acode = do_attack(c, str_pos, ks, &amove);
    if (c->stop)
        return;
    if (!acode || !amove || ml_has(ml, amove))
        return;
    ml_add(ml, amove, 0);
    try_defenses(c, str_pos, ml, ks, code, move, 0);
}

static int defend1(Ctx *c, int str_pos, int ks, int *move)
{
    c->nodes++;
    int s = c->sn[str_pos];
    int lib = LIBS(c, s)[0];
    int fast = fast_defense(c, str_pos, &lib, 1);
    if (fast) {
        *move = fast;
        return WIN;
    }
    MoveList ml;
    ml.n = ml.tried = 0;
    ml_add(&ml, lib, 0);
    break_chain_moves(c, str_pos, &ml);
    break_chain2_efficient_moves(c, str_pos, &ml);
    int code = 0, savemove = 0;
    if (try_defenses(c, str_pos, &ml, ks, &code, &savemove, 0) || c->stop
        || c->stackp > c->backfill_depth)
        goto done;
    capture_improving_moves(c, str_pos, lib, &ml, c->board[str_pos]);
    if (try_defenses(c, str_pos, &ml, ks, &code, &savemove, 0) || c->stop)
        goto done;
    try_attackers_point(c, str_pos, &ml, ks, &code, &savemove);
done:
    *move = savemove;
    return code;
}

static int defend2(Ctx *c, int str_pos, int ks, int *move)
{
    c->nodes++;
    int s = c->sn[str_pos];
    int stackp = c->stackp;
    int color = c->board[str_pos];
    int lib_list[2] = {LIBS(c, s)[0], LIBS(c, s)[1]};
    int fast = fast_defense(c, str_pos, lib_list, 2);
    if (fast) {
        *move = fast;
        return WIN;
    }
    MoveList ml;
    ml.n = ml.tried = 0;
    ml_add(&ml, lib_list[0], 0);
    ml_add(&ml, lib_list[1], 0);
    break_chain_moves(c, str_pos, &ml);
    liberty_neighbor_rescue(c, str_pos, &ml);
    break_chain2_efficient_moves(c, str_pos, &ml);
    if (stackp <= c->depth) {
        edge_moves(c, str_pos, color, &ml);
        edge_clamp_moves(c, str_pos, &ml);
        rescue_moves(c, str_pos, lib_list[0], &ml);
        rescue_moves(c, str_pos, lib_list[1], &ml);
        bamboo_rescue_moves(c, str_pos, &ml);
    }
    int code = 0, savemove = 0;
    if (try_defenses(c, str_pos, &ml, ks, &code, &savemove, 0) || c->stop)
        goto done;
    defender_backfill_moves(c, str_pos, lib_list, 2, &ml);
    if (stackp <= c->backfill_depth)
        second_order_moves(c, str_pos, &ml);
    if (try_defenses(c, str_pos, &ml, ks, &code, &savemove, 0) || c->stop)
        goto done;
    if (stackp <= c->superstring_depth) {
        superstring_break_chain_moves(c, str_pos, 4, &ml);
        superstring_liberty_moves(c, str_pos, 3, &ml);
        squeeze_moves(c, str_pos, &ml);
    }
    break_chain2_moves(c, str_pos, &ml, 0);
    if (stackp <= c->break_chain_depth) {
        break_chain3_moves(c, str_pos, &ml);
        outside_liberty_moves(c, str_pos, &ml);
    }
    try_defenses(c, str_pos, &ml, ks, &code, &savemove, 0);
done:
    *move = savemove;
    return code;
}

static int defend3(Ctx *c, int str_pos, int ks, int *move)
{
    c->nodes++;
    int s = c->sn[str_pos];
    int stackp = c->stackp;
    int color = c->board[str_pos];
    int lib_list[3];
    memcpy(lib_list, LIBS(c, s), 3 * sizeof(int));
    int fast = fast_defense(c, str_pos, lib_list, 3);
    if (fast) {
        *move = fast;
        return WIN;
    }
    MoveList ml;
    ml.n = ml.tried = 0;
    for (int i = 0; i < 3; i++)
        ml_add(&ml, lib_list[i], 0);
    break_chain_moves(c, str_pos, &ml);
    liberty_neighbor_rescue(c, str_pos, &ml);
    break_chain2_efficient_moves(c, str_pos, &ml);
    edge_moves(c, str_pos, color, &ml);
    edge_clamp_moves(c, str_pos, &ml);
    if (stackp <= c->backfill2_depth)
        hane_rescue_moves(c, str_pos, &ml);
    int code = 0, savemove = 0;
    if (try_defenses(c, str_pos, &ml, ks, &code, &savemove, 1) || c->stop)
        goto done;
    if (stackp <= c->depth)
        for (int i = 0; i < 3; i++)
            rescue_moves(c, str_pos, lib_list[i], &ml);
    if (stackp <= c->backfill_depth)
        second_order_moves(c, str_pos, &ml);
    if (stackp <= c->superstring_depth)
        superstring_break_chain_moves(c, str_pos, 4, &ml);
    if (stackp <= c->break_chain_depth)
        break_chain2_moves(c, str_pos, &ml, 0);
    if (try_defenses(c, str_pos, &ml, ks, &code, &savemove, 1) || c->stop)
        goto done;
    if (stackp <= c->backfill2_depth) {
        superstring_liberty_moves(c, str_pos, 3, &ml);
        squeeze_moves(c, str_pos, &ml);
    }
    if (stackp <= c->break_chain_depth) {
        break_chain3_moves(c, str_pos, &ml);
        outside_liberty_moves(c, str_pos, &ml);
    }
    try_defenses(c, str_pos, &ml, ks, &code, &savemove, 1);
done:
    *move = savemove;
    return code;
}

static int defend4(Ctx *c, int str_pos, int ks, int *move)
{
    c->nodes++;
    int s = c->sn[str_pos];
    *move = 0;
    if (c->stackp > c->depth)
        return WIN;
    int lib_list[4];
    memcpy(lib_list, LIBS(c, s), 4 * sizeof(int));
    int fast = fast_defense(c, str_pos, lib_list, 4);
    if (fast) {
        *move = fast;
        return WIN;
    }
    MoveList ml;
    ml.n = ml.tried = 0;
    for (int i = 0; i < 4; i++)
        ml_add(&ml, lib_list[i], 0);
    break_chain_moves(c, str_pos, &ml);
    if (c->stackp <= c->backfill_depth)
        break_chain2_moves(c, str_pos, &ml, 0);
    int code = 0, savemove = 0;
    if (try_defenses(c, str_pos, &ml, ks, &code, &savemove, 1) || c->stop
        || c->stackp > c->backfill2_depth)
        goto done;
    second_order_moves(c, str_pos, &ml);
    try_defenses(c, str_pos, &ml, ks, &code, &savemove, 1);
done:
    *move = savemove;
    return code;
}

/* ------------------------------------------------------------------ */
/* Copying a Board in                                                   */

static int grow_records(Ctx *c, int need, int stride)
{
    if (need <= c->rec_cap && stride == c->stride)
        return 0;
    int cap = need > c->rec_cap ? need + need / 2 : c->rec_cap;
    size_t lists = (size_t)cap * (size_t)stride * sizeof(int);
    int **fields[6] = {&c->s_color, &c->s_size, &c->s_origin, &c->s_nlibs, &c->s_nnbrs,
                       &c->s_mark};
    for (int i = 0; i < 6; i++) {
        int *p = realloc(*fields[i], (size_t)cap * sizeof(int));
        if (!p) {
            PyErr_NoMemory();
            return -1;
        }
        *fields[i] = p;
    }
    memset(c->s_mark, 0, (size_t)cap * sizeof(int));
    c->string_mark = 0;
    int *l = realloc(c->s_libs, lists);
    if (!l) {
        PyErr_NoMemory();
        return -1;
    }
    c->s_libs = l;
    int *n = realloc(c->s_nbrs, lists);
    if (!n) {
        PyErr_NoMemory();
        return -1;
    }
    c->s_nbrs = n;
    c->rec_cap = cap;
    c->stride = stride;
    return 0;
}

static int get_int_attr(PyObject *o, const char *name, long *out)
{
    PyObject *v = PyObject_GetAttrString(o, name);
    if (!v)
        return -1;
    *out = PyLong_AsLong(v);
    Py_DECREF(v);
    if (*out == -1 && PyErr_Occurred())
        return -1;
    return 0;
}

static int copy_int_list(PyObject *list, int *out, int cap, int *n)
{
    if (!PyList_Check(list)) {
        PyErr_SetString(PyExc_TypeError, "a board list expected");
        return -1;
    }
    Py_ssize_t len = PyList_GET_SIZE(list);
    if (len > cap) {
        PyErr_SetString(PyExc_ValueError, "a string list longer than the board");
        return -1;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        long v = PyLong_AsLong(PyList_GET_ITEM(list, i));
        if (v == -1 && PyErr_Occurred())
            return -1;
        out[i] = (int)v;
    }
    *n = (int)len;
    return 0;
}

/* Generation counters are reset before they could overflow. */
static void reset_marks(Ctx *c)
{
    if (c->mark_gen > (1 << 30)) {
        memset(c->mark, 0, sizeof(c->mark));
        c->mark_gen = 0;
    }
    if (c->liberty_mark > (1 << 30)) {
        memset(c->libmark, 0, sizeof(c->libmark));
        c->liberty_mark = 0;
    }
    if (c->string_mark > (1 << 30)) {
        memset(c->s_mark, 0, (size_t)c->rec_cap * sizeof(int));
        c->string_mark = 0;
    }
    if (c->shadow_gen > (1 << 30)) {
        memset(c->shadow_mark, 0, sizeof(c->shadow_mark));
        c->shadow_gen = 0;
    }
}

static int load_board(Ctx *c, PyObject *b)
{
    long size, next_string, ko_pos, stackp, suicide;
    if (get_int_attr(b, "size", &size) < 0 || get_int_attr(b, "next_string", &next_string) < 0
        || get_int_attr(b, "ko_pos", &ko_pos) < 0 || get_int_attr(b, "stackp", &stackp) < 0
        || get_int_attr(b, "allow_suicide", &suicide) < 0)
        return -1;
    static const char *names[8] = {"board", "string_number", "next_stone", "str_color",
                                   "str_size", "str_origin", "str_libs", "str_neighborlist"};
    PyObject *f[8];
    for (int i = 0; i < 8; i++) {
        f[i] = PyObject_GetAttrString(b, names[i]);
        if (!f[i] || !PyList_Check(f[i])) {
            if (f[i])
                PyErr_SetString(PyExc_TypeError, "a board list expected");
            for (int j = 0; j <= i; j++)
                Py_XDECREF(f[j]);
            return -1;
        }
    }
    int rc = -1;
    if (PyList_GET_SIZE(f[0]) != BOARDSIZE || PyList_GET_SIZE(f[1]) != BOARDSIZE
        || PyList_GET_SIZE(f[2]) != BOARDSIZE || PyList_GET_SIZE(f[3]) < next_string) {
        PyErr_SetString(PyExc_ValueError, "board lists of the wrong length");
        goto out;
    }
    int stride = (int)(size * size + 4);
    if (grow_records(c, (int)next_string + c->max_stack + 16, stride) < 0)
        goto out;
    reset_marks(c);
    c->size = (int)size;
    c->allow_suicide = suicide != 0;
    c->next_string = (int)next_string;
    c->ko_pos = (int)ko_pos;
    c->stackp = (int)stackp;
    c->jlen = 0;
    c->nframes = 0;
    for (int p = 0; p < BOARDSIZE + 2 * NS; p++)
        c->board[p] = GRAY;
    uint64_t h = 0;
    /* records copied so far: marked with this generation */
    int gen = ++c->string_mark;
    for (int p = 0; p < BOARDSIZE; p++) {
        long col = PyLong_AsLong(PyList_GET_ITEM(f[0], p));
        if (col == -1 && PyErr_Occurred())
            goto out;
        c->board[p] = (int)col;
        if (col != WHITE && col != BLACK) {
            c->sn[p] = 0;
            c->nxt[p] = 0;
            continue;
        }
        h ^= Z_STONE[col][p];
        long s = PyLong_AsLong(PyList_GET_ITEM(f[1], p));
        long nx = PyLong_AsLong(PyList_GET_ITEM(f[2], p));
        if (PyErr_Occurred())
            goto out;
        if (s < 0 || s >= next_string) {
            PyErr_SetString(PyExc_ValueError, "a stone without a live string record");
            goto out;
        }
        c->sn[p] = (int)s;
        c->nxt[p] = (int)nx;
        if (c->s_mark[s] == gen)
            continue;
        c->s_mark[s] = gen;
        long v[3];
        for (int i = 0; i < 3; i++) {
            v[i] = PyLong_AsLong(PyList_GET_ITEM(f[3 + i], s));
            if (v[i] == -1 && PyErr_Occurred())
                goto out;
        }
        c->s_color[s] = (int)v[0];
        c->s_size[s] = (int)v[1];
        c->s_origin[s] = (int)v[2];
        if (copy_int_list(PyList_GET_ITEM(f[6], s), LIBS(c, s), stride, &c->s_nlibs[s]) < 0
            || copy_int_list(PyList_GET_ITEM(f[7], s), NBRS(c, s), stride, &c->s_nnbrs[s]) < 0)
            goto out;
    }
    c->hash = h ^ Z_KO[c->ko_pos];
    rc = 0;
out:
    for (int i = 0; i < 8; i++)
        Py_DECREF(f[i]);
    return rc;
}

/* ------------------------------------------------------------------ */
/* The Python face                                                      */

static PyObject *ctx_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
    long long max_entries = 1 << 18;
    static char *kwlist[] = {"max_entries", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|L", kwlist, &max_entries))
        return NULL;
    Ctx *c = (Ctx *)type->tp_alloc(type, 0);
    if (!c)
        return NULL;
    c->max_entries = max_entries;
    c->recording = -1;
    return (PyObject *)c;
}

static void ctx_dealloc(Ctx *c)
{
    free(c->s_color);
    free(c->s_size);
    free(c->s_origin);
    free(c->s_nlibs);
    free(c->s_libs);
    free(c->s_nnbrs);
    free(c->s_nbrs);
    free(c->s_mark);
    free(c->journal);
    free(c->frames);
    free(c->slots);
    free(c->borrowed);
    Py_TYPE(c)->tp_free((PyObject *)c);
}

/* read(board, params, routine, str_pos, ks, nodes, has_budget, budget, interrupted, shadow,
 *      recording) -> (code, move, nodes, stop, unowned_hit, borrowed, hits, stores, clears)
 *
 * params: (depth, branch_depth, backfill_depth, backfill2_depth, break_chain_depth,
 *          superstring_depth, fourlib_depth, ko_depth, max_stack, stack_offset)
 * routine: 0 do_attack, 1 do_find_defense; with has_budget, the read stops past budget
 * nodes and asks interrupted() every 64 nodes, as BudgetReader._check does; shadow: a
 * list or None; recording: -1 for none. stop: 0, 1 budget, 2 interrupted. The last three
 * are what this read added to the cache's counters. */
static PyObject *ctx_read(Ctx *c, PyObject *args)
{
    PyObject *board, *params, *interrupted, *shadow;
    int routine, str_pos, ks, recording, has_budget;
    long long nodes, budget;
    if (!PyArg_ParseTuple(args, "OO!iiiLpLOOi", &board, &PyTuple_Type, &params, &routine,
                          &str_pos, &ks, &nodes, &has_budget, &budget, &interrupted, &shadow,
                          &recording))
        return NULL;
    if (c->busy) {
        PyErr_SetString(PyExc_RuntimeError, "a reading context is in use by another thread");
        return NULL;
    }
    long long hits0 = c->hits, stores0 = c->stores, clears0 = c->clears;
    int pv[10];
    if (PyTuple_GET_SIZE(params) != 10) {
        PyErr_SetString(PyExc_ValueError, "ten reading parameters expected");
        return NULL;
    }
    for (int i = 0; i < 10; i++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(params, i));
        if (v == -1 && PyErr_Occurred())
            return NULL;
        pv[i] = (int)v;
    }
    if (str_pos <= 0 || str_pos >= BOARDSIZE || (routine != ATTACK && routine != DEFEND)) {
        PyErr_SetString(PyExc_ValueError, "no such string or routine");
        return NULL;
    }
    if (shadow != Py_None && !PyList_Check(shadow)) {
        PyErr_SetString(PyExc_TypeError, "shadow must be a list or None");
        return NULL;
    }
    c->depth = pv[0];
    c->branch_depth = pv[1];
    c->backfill_depth = pv[2];
    c->backfill2_depth = pv[3];
    c->break_chain_depth = pv[4];
    c->superstring_depth = pv[5];
    c->fourlib_depth = pv[6];
    c->ko_depth = pv[7];
    c->max_stack = pv[8];
    c->stack_offset = pv[9];
    if (load_board(c, board) < 0)
        return NULL;
    if (c->board[str_pos] != WHITE && c->board[str_pos] != BLACK) {
        PyErr_SetString(PyExc_ValueError, "no stone at the string point");
        return NULL;
    }
    c->nodes = nodes;
    c->has_budget = has_budget;
    c->budget = budget;
    c->interrupted = interrupted == Py_None ? NULL : interrupted;
    c->stop = STOP_NONE;
    c->shadow_on = shadow != Py_None;
    c->shadow_gen++;
    c->n_shadow = 0;
    c->recording = recording;
    c->unowned_hit = 0;
    c->n_borrowed = 0;
    int move = 0, code;
    if (c->interrupted) {
        code = do_read(c, str_pos, ks, &move, routine);
    } else {
        /* Nothing below calls Python (memory comes from the C library):
         * let the GTP input thread hear an interrupt meanwhile. */
        c->busy = 1;
        Py_BEGIN_ALLOW_THREADS
        code = do_read(c, str_pos, ks, &move, routine);
        Py_END_ALLOW_THREADS
        c->busy = 0;
    }
    c->interrupted = NULL;
    c->recording = -1;
    if (c->stop == STOP_ERROR)
        return NULL;
    if (c->shadow_on) {
        for (int i = 0; i < c->n_shadow; i++) {
            PyObject *p = PyLong_FromLong(c->shadow_pts[i]);
            if (!p || PyList_Append(shadow, p) < 0) {
                Py_XDECREF(p);
                return NULL;
            }
            Py_DECREF(p);
        }
    }
    PyObject *borrowed = PyList_New(c->n_borrowed);
    if (!borrowed)
        return NULL;
    for (int i = 0; i < c->n_borrowed; i++)
        PyList_SET_ITEM(borrowed, i, PyLong_FromLong(c->borrowed[i]));
    return Py_BuildValue("iiLiiNLLL", code, move, c->nodes, c->stop, c->unowned_hit, borrowed,
                         c->hits - hits0, c->stores - stores0, c->clears - clears0);
}

static PyObject *ctx_clear(Ctx *c, PyObject *Py_UNUSED(unused))
{
    if (c->busy) {
        PyErr_SetString(PyExc_RuntimeError, "a reading context is in use by another thread");
        return NULL;
    }
    if (c->slots)
        cache_clear(c);
    Py_RETURN_NONE;
}

static Py_ssize_t ctx_len(Ctx *c)
{
    return (Py_ssize_t)c->count;
}

static PyObject *ctx_counters(Ctx *c, PyObject *Py_UNUSED(unused))
{
    return Py_BuildValue("LLL", c->hits, c->stores, c->clears);
}

static PyMethodDef ctx_methods[] = {
    {"read", (PyCFunction)ctx_read, METH_VARARGS,
     "Run do_attack (routine 0) or do_find_defense (1) on a copy of the board."},
    {"clear", (PyCFunction)ctx_clear, METH_NOARGS, "Forget every result."},
    {"counters", (PyCFunction)ctx_counters, METH_NOARGS, "(hits, stores, clears) so far."},
    {NULL, NULL, 0, NULL}};

static PySequenceMethods ctx_as_sequence = {
    .sq_length = (lenfunc)ctx_len,
};

static PyTypeObject CtxType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kosumi.engine._reading.Context",
    .tp_doc = "The compiled half of a ReadingCache: a board copy, the search and its table.",
    .tp_basicsize = sizeof(Ctx),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = ctx_new,
    .tp_dealloc = (destructor)ctx_dealloc,
    .tp_methods = ctx_methods,
    .tp_as_sequence = &ctx_as_sequence,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_reading",
    "The tactical search of kosumi.engine.reading, compiled (optional).", -1, NULL,
    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__reading(void)
{
    init_zobrist();
    if (PyType_Ready(&CtxType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    Py_INCREF(&CtxType);
    if (PyModule_AddObject(m, "Context", (PyObject *)&CtxType) < 0) {
        Py_DECREF(&CtxType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
