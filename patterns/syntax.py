"""The syntax tree of constraints (``;`` lines) and actions (``>`` lines).

Constraints are C-like expressions over autohelper calls; actions are short
statement lists (expression statements, ``if``/``else``, ``return``). The
nodes are frozen dataclasses: hashable, picklable and compared by value, so
a compiled database is deterministic. ``to_source`` renders a node back to
canonical text (fully parenthesised binary operations), which parses to an
equal tree. Depends on nothing.
"""
from dataclasses import dataclass
from typing import Iterator, Tuple, Union


@dataclass(frozen=True)
class Num:
    """A number literal (int or float)."""

    value: Union[int, float]

    def to_source(self) -> str:
        return repr(self.value)


@dataclass(frozen=True)
class Const:
    """A named constant such as ``WIN`` or ``doing_scoring`` (vocabulary)."""

    name: str

    def to_source(self) -> str:
        return self.name


@dataclass(frozen=True)
class Label:
    """A point argument: a diagram label, ``*`` (the move) or ``?`` (tenuki)."""

    name: str

    def to_source(self) -> str:
        return self.name


@dataclass(frozen=True)
class Call:
    """An autohelper call with point arguments."""

    name: str
    args: Tuple[Label, ...]
    line: int = 0

    def to_source(self) -> str:
        return f"{self.name}({','.join(a.name for a in self.args)})"


@dataclass(frozen=True)
class Unary:
    """``!x``, ``-x`` or ``+x``."""

    op: str
    operand: "Expr"

    def to_source(self) -> str:
        return f"{self.op}{self.operand.to_source()}"


@dataclass(frozen=True)
class Binary:
    """A binary operation with C's meaning (``&&`` and ``||`` short-circuit)."""

    op: str
    left: "Expr"
    right: "Expr"

    def to_source(self) -> str:
        return f"({self.left.to_source()} {self.op} {self.right.to_source()})"


@dataclass(frozen=True)
class Conditional:
    """C's ``test ? then : otherwise``."""

    test: "Expr"
    then: "Expr"
    otherwise: "Expr"

    def to_source(self) -> str:
        return (f"({self.test.to_source()} ? {self.then.to_source()} : "
                f"{self.otherwise.to_source()})")


Expr = Union[Num, Const, Label, Call, Unary, Binary, Conditional]


@dataclass(frozen=True)
class ExprStmt:
    """An expression evaluated for its effect (typically an action call)."""

    expr: Expr

    def to_source(self) -> str:
        return f"{self.expr.to_source()};"


@dataclass(frozen=True)
class Return:
    """``return expr;``: the action's result (barrier patterns use it)."""

    expr: Expr

    def to_source(self) -> str:
        return f"return {self.expr.to_source()};"


@dataclass(frozen=True)
class If:
    """``if (test) then [else otherwise]`` with statement tuples as branches."""

    test: Expr
    then: Tuple["Stmt", ...]
    otherwise: Tuple["Stmt", ...] = ()

    def to_source(self) -> str:
        text = f"if ({self.test.to_source()}) {{ {render_block(self.then)} }}"
        if self.otherwise:
            text += f" else {{ {render_block(self.otherwise)} }}"
        return text


Stmt = Union[ExprStmt, Return, If]


def render_block(stmts: Tuple[Stmt, ...]) -> str:
    """Statements rendered one after another."""
    return " ".join(s.to_source() for s in stmts)


def walk(node: object) -> Iterator[object]:
    """Every node of an expression or statement tree, parents first."""
    yield node
    if isinstance(node, Call):
        yield from node.args
    elif isinstance(node, Unary):
        yield from walk(node.operand)
    elif isinstance(node, Binary):
        yield from walk(node.left)
        yield from walk(node.right)
    elif isinstance(node, Conditional):
        yield from walk(node.test)
        yield from walk(node.then)
        yield from walk(node.otherwise)
    elif isinstance(node, (ExprStmt, Return)):
        yield from walk(node.expr)
    elif isinstance(node, If):
        yield from walk(node.test)
        for s in node.then + node.otherwise:
            yield from walk(s)
    elif isinstance(node, tuple):
        for s in node:
            yield from walk(s)


def calls(node: object) -> Iterator[Call]:
    """Every autohelper call in a tree."""
    return (n for n in walk(node) if isinstance(n, Call))
