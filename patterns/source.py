"""Parsed (not yet compiled) patterns: diagrams, colon lines, constraints.

The structures here are what :mod:`.parser` produces from a `.db` file and
what :mod:`.compiler` consumes. Every structure keeps the file line it came
from. Depends only on the syntax tree.
"""
from dataclasses import dataclass, field
from typing import Dict, FrozenSet, List, Optional, Tuple, Union

from .syntax import Expr, Stmt

Cell = Tuple[int, int]  # (row, column) inside a diagram, edges excluded


@dataclass(frozen=True)
class Diagram:
    """A pattern diagram: interior rows (edge markers removed) and edges.

    ``edges`` holds the sides of the diagram drawn as board edges: ``N``
    (a ``-`` row on top), ``S``, ``W`` (``|`` on the left) and ``E``.
    ``row_lines`` are the file lines of the interior rows.
    """

    rows: Tuple[str, ...]
    edges: FrozenSet[str]
    line: int
    row_lines: Tuple[int, ...]

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def cells(self) -> Dict[Cell, str]:
        """Every interior cell with its symbol."""
        return {(i, j): ch for i, row in enumerate(self.rows) for j, ch in enumerate(row)}

    def find(self, symbol: str) -> List[Cell]:
        """Cells holding ``symbol``, in reading order."""
        return [(i, j) for i, row in enumerate(self.rows)
                for j, ch in enumerate(row) if ch == symbol]

    def render(self) -> List[str]:
        """The diagram as written, edges drawn back."""
        west, east = "W" in self.edges, "E" in self.edges
        lines = [("|" if west else "") + row + ("|" if east else "") for row in self.rows]
        edge = ("+" if west else "") + "-" * self.width + ("+" if east else "")
        if "N" in self.edges:
            lines.insert(0, edge)
        if "S" in self.edges:
            lines.append(edge)
        return lines


AttributeValue = Union[int, float, str]


@dataclass
class PatternSource:
    """One pattern as written in a `.db` file (GNU Go's ``mkpat`` dialect)."""

    name: str
    file: str
    line: int
    diagram: Diagram
    colon_line: int = 0
    symmetry: str = "8"
    classes: str = ""
    attributes: Tuple[Tuple[str, AttributeValue], ...] = ()
    helper: Optional[str] = None
    comment: str = ""
    constraint_diagram: Optional[Diagram] = None
    constraint: Optional[Expr] = None
    constraint_text: str = ""
    constraint_line: int = 0
    action: Tuple[Stmt, ...] = ()
    action_text: str = ""
    action_line: int = 0
    attribute_map: str = "general"
    goal_elements: str = ""
    callback_data: str = ""


@dataclass
class SourceFile:
    """A parsed `.db` file: its patterns in order, and its dialect."""

    file: str
    dialect: str
    patterns: List[PatternSource] = field(default_factory=list)
    directives: List[Tuple[int, str, str]] = field(default_factory=list)
