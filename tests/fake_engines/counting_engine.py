"""A GTP engine that only pretends to read, for the worm-node benchmark.

``loadsgf FILE`` remembers the file; ``worm_data`` adds to a reading node
counter a known number for that file (1,000 times the digit in its name,
so midgame2.sgf reads 2,000 nodes); ``reset_reading_node_counter`` and
``get_reading_node_counter`` work as GNU Go's. A benchmark that forgot the
reset, or read the counter before the analysis, reports other numbers than
the file's. ``--no-counter`` drops the counter commands (they answer
``? unknown command``). Run with the test interpreter.
"""
import os
import re
import sys

COMMANDS = ["protocol_version", "name", "version", "list_commands", "known_command",
            "loadsgf", "worm_data", "reset_reading_node_counter",
            "get_reading_node_counter", "quit"]


def nodes_for(path: str) -> int:
    digits = re.findall(r"\d", os.path.basename(path))
    return 1000 * int(digits[-1]) if digits else 0


def main() -> None:
    counter_commands = "--no-counter" not in sys.argv
    loaded = ""
    counter = 0
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cid = ""
        if words[0].isdigit():
            cid, words = words[0], words[1:]
        name, args = words[0], words[1:]
        ok, body = True, ""
        if name == "protocol_version":
            body = "2"
        elif name == "name":
            body = "Counting"
        elif name == "version":
            body = "1"
        elif name == "list_commands":
            body = "\n".join(c for c in COMMANDS
                             if counter_commands or "counter" not in c)
        elif name == "loadsgf":
            loaded = args[0]
        elif name == "worm_data":
            counter += nodes_for(loaded)
        elif name == "reset_reading_node_counter" and counter_commands:
            counter = 0
        elif name == "get_reading_node_counter" and counter_commands:
            body = str(counter)
        elif name == "quit":
            sys.stdout.write(f"={cid}\n\n")
            sys.stdout.flush()
            return
        else:
            ok, body = False, "unknown command"
        sys.stdout.write(f"{'=' if ok else '?'}{cid} {body}\n\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
