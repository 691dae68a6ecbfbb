"""Packaging: every package folder is listed in pyproject (else a normal,
non-editable install silently leaves it out)."""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOP = {"engine": "kosumi.engine", "gtp": "kosumi.gtp", "patterns": "kosumi.patterns"}


def _listed_packages():
    text = (ROOT / "pyproject.toml").read_text()
    if sys.version_info >= (3, 11):
        import tomllib
        return set(tomllib.loads(text)["tool"]["setuptools"]["packages"])
    start = text.index("packages = [")
    body = text[start:text.index("]", start)]
    return {part.strip().strip('"') for part in body.split("[", 1)[1].split(",") if part.strip()}


def test_every_package_folder_is_listed():
    found = set()
    for folder, name in TOP.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder)
            found.add(".".join([name] + list(rel.parts)))
    assert found == _listed_packages()
