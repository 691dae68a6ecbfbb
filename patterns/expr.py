"""Tokenizer and parser for constraint and action text.

Counterpart of what GNU Go's ``mkpat`` does with ``;`` and ``>`` lines,
except that the text becomes a syntax tree (:mod:`.syntax`) instead of C
source, and nothing is ever ``eval``'d. The language is the C subset the
databases use:

* expressions: numbers, named constants, autohelper calls whose arguments
  are points (a label, ``*`` for the move, ``?`` for a tenuki), ``!``,
  unary ``-``/``+``, ``* / %``, ``+ -``, comparisons, ``== !=``, ``&&``,
  ``||`` and ``?:``, with C's precedence;
* statements (actions only): ``expr;``, ``return expr;``,
  ``if (expr) stmt [else stmt]`` and ``{ ... }``. A statement may end at a
  line break instead of ``;``, since action lines often omit it.

Text arrives as ``(line number, text)`` pieces, one per ``;``/``>`` line, so
every error names the line it is on. Depends only on the syntax tree.
"""
import re
from typing import List, Optional, Sequence, Tuple

from .errors import PatternError
from .syntax import (Binary, Call, Conditional, Const, Expr, ExprStmt, If, Label,
                     Num, Return, Stmt, Unary)

Token = Tuple[str, str, int]  # (kind, text, line): kind is num, id, op or end

_TOKEN_RE = re.compile(r"""
    (?P<space>\s+)
  | (?P<num>(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?)
  | (?P<id>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<op>&&|\|\||==|!=|<=|>=|[!<>+\-*/%?:(),;{}])
""", re.VERBOSE)

# Binary operators by precedence level, loosest first (C's order).
_LEVELS: Tuple[Tuple[str, ...], ...] = (
    ("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%"))
_KEYWORDS = ("if", "else", "return")


def tokenize(pieces: Sequence[Tuple[int, str]], file: str) -> List[Token]:
    """Split the text pieces into tokens; raises PatternError on a stray character."""
    tokens: List[Token] = []
    for line, text in pieces:
        pos = 0
        while pos < len(text):
            m = _TOKEN_RE.match(text, pos)
            if m is None:
                raise PatternError(f"unexpected character {text[pos]!r} in expression",
                                   file, line)
            kind = m.lastgroup
            if kind != "space":
                tokens.append((kind, m.group(), line))
            pos = m.end()
    last = pieces[-1][0] if pieces else 0
    tokens.append(("end", "", last))
    return tokens


class _Parser:
    """Recursive-descent parser over a token list."""

    def __init__(self, tokens: List[Token], file: str) -> None:
        self.tokens = tokens
        self.file = file
        self.i = 0

    # -- token helpers
    def peek(self, k: int = 0) -> Token:
        return self.tokens[min(self.i + k, len(self.tokens) - 1)]

    def next(self) -> Token:
        tok = self.tokens[self.i]
        if tok[0] != "end":
            self.i += 1
        return tok

    def at(self, text: str) -> bool:
        kind, value, _ = self.peek()
        return value == text and kind in ("op", "id")

    def expect(self, text: str) -> Token:
        tok = self.next()
        if tok[1] != text:
            self.fail(f"expected {text!r}", tok)
        return tok

    def fail(self, message: str, tok: Optional[Token] = None) -> None:
        tok = tok or self.peek()
        found = "end of text" if tok[0] == "end" else repr(tok[1])
        raise PatternError(f"{message}, found {found}", self.file, tok[2])

    # -- expressions
    def expression(self) -> Expr:
        test = self.binary(0)
        if self.at("?"):
            self.next()
            then = self.expression()
            self.expect(":")
            otherwise = self.expression()
            return Conditional(test, then, otherwise)
        return test

    def binary(self, level: int) -> Expr:
        if level == len(_LEVELS):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek()[0] == "op" and self.peek()[1] in _LEVELS[level]:
            op = self.next()[1]
            left = Binary(op, left, self.binary(level + 1))
        return left

    def unary(self) -> Expr:
        if self.peek()[0] == "op" and self.peek()[1] in ("!", "-", "+"):
            op = self.next()[1]
            return Unary(op, self.unary())
        return self.primary()

    def primary(self) -> Expr:
        kind, text, line = self.peek()
        if kind == "num":
            self.next()
            return Num(float(text) if any(c in text for c in ".eE") else int(text))
        if kind == "id" and text not in _KEYWORDS:
            self.next()
            if self.at("("):
                return Call(text, self.arguments(), line)
            return Const(text)
        if self.at("("):
            self.next()
            inner = self.expression()
            self.expect(")")
            return inner
        self.fail("expected an expression")
        raise AssertionError  # pragma: no cover - fail always raises

    def arguments(self) -> Tuple[Label, ...]:
        self.expect("(")
        args: List[Label] = []
        if self.at(")"):
            self.next()
            return ()
        while True:
            kind, text, _ = self.peek()
            if kind == "id" or (kind == "op" and text in ("*", "?")):
                self.next()
                args.append(Label(text))
            else:
                self.fail("an argument must be a label, '*' or '?'")
            if self.at(")"):
                self.next()
                return tuple(args)
            if not self.at(","):
                self.fail("expected ',' or ')' in the arguments")
            self.next()

    # -- statements
    def statements(self, closing: str = "") -> Tuple[Stmt, ...]:
        out: List[Stmt] = []
        while True:
            while self.at(";"):
                self.next()
            if self.peek()[0] == "end" or (closing and self.at(closing)):
                return tuple(out)
            out.append(self.statement())

    def statement(self) -> Stmt:
        if self.at("{"):
            self.fail("a block is only allowed as a branch of 'if'")
        if self.at("if"):
            self.next()
            self.expect("(")
            test = self.expression()
            self.expect(")")
            then = self.branch()
            otherwise: Tuple[Stmt, ...] = ()
            if self.at("else"):
                self.next()
                otherwise = self.branch()
            return If(test, then, otherwise)
        if self.at("return"):
            self.next()
            stmt: Stmt = Return(self.expression())
        else:
            stmt = ExprStmt(self.expression())
        self.end_of_statement()
        return stmt

    def branch(self) -> Tuple[Stmt, ...]:
        if self.at("{"):
            self.next()
            body = self.statements("}")
            self.expect("}")
            return body
        return (self.statement(),)

    def end_of_statement(self) -> None:
        """A statement ends at ``;``, ``}``, the end, or a line break."""
        if self.at(";"):
            self.next()
            return
        kind, _, line = self.peek()
        if (kind == "end" or self.at("}") or self.at("else")
                or line > self.tokens[self.i - 1][2]):
            return
        self.fail("expected ';' after a statement")


def parse_expression(pieces: Sequence[Tuple[int, str]], file: str) -> Expr:
    """Parse constraint text (one or more ``;`` lines) into an expression.

    Raises PatternError naming the file and line of the problem.
    """
    parser = _Parser(tokenize(pieces, file), file)
    expr = parser.expression()
    while parser.at(";"):  # a stray trailing semicolon is harmless C
        parser.next()
    if parser.peek()[0] != "end":
        parser.fail("unexpected text after the constraint")
    return expr


def parse_statements(pieces: Sequence[Tuple[int, str]], file: str) -> Tuple[Stmt, ...]:
    """Parse action text (one or more ``>`` lines) into statements.

    Raises PatternError naming the file and line of the problem.
    """
    parser = _Parser(tokenize(pieces, file), file)
    stmts = parser.statements()
    if parser.peek()[0] != "end":
        parser.fail("unexpected text in the action")
    return stmts
