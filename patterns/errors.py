"""Errors and lint diagnostics of the pattern language, each naming file and line.

Depends on nothing.
"""
from dataclasses import dataclass


class PatternError(ValueError):
    """A `.db` file that cannot be read or compiled.

    ``str(err)`` reads ``file:line: message``, the form editors jump to.
    """

    def __init__(self, message: str, file: str, line: int) -> None:
        super().__init__(f"{file}:{line}: {message}")
        self.message = message
        self.file = file
        self.line = line


@dataclass(frozen=True)
class Diagnostic:
    """A lint finding that does not stop compilation (``warning``/``note``)."""

    file: str
    line: int
    severity: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.severity}: {self.message}"
