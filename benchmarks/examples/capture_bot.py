#!/usr/bin/env python3
"""A complete engine for the Gongqi and Agon lab, in Python, that writes no rules.

It speaks the lab's engine protocol (GTP 2, with moves in the games' notation) on standard input
and output, for both games. It knows nothing of the rules: it runs the lab's own `engine` beside
itself as its rules oracle, mirrors every move onto it, and asks it for the legal moves
(`gogui-rules_legal_moves`), the board (`gogui-rules_board`) and the result
(`gogui-rules_final_result`). To choose a move it plays each legal move on the oracle, looks at
what it did, and takes it back with `undo`: a move that wins comes first, then the move that
captures most, else a random legal move. Standard library only.

Where the oracle comes from, first match wins:

    --oracle "COMMAND"     any command line that serves the protocol
    -- COMMAND ...         the same, as the remaining words (no quoting needed)
    --jar PATH             java -jar PATH engine
    $GONGQI_LAB_JAR        java -jar $GONGQI_LAB_JAR engine
    (default)              java -jar <this directory>/../target/benchmarks.jar engine

Try it by hand, from the repository's root after `./mvnw -pl benchmarks package`:

    printf 'rules gongqi 8x8\\nplay b d5N1\\ngenmove w\\nquit\\n' | python3 benchmarks/examples/capture_bot.py

and let the lab play it:

    java -jar benchmarks/target/benchmarks.jar selfplay gongqi --size 8 --games 10 \\
        --white "engine:python3 benchmarks/examples/capture_bot.py" --black greedy
"""

import argparse
import os
import random
import shlex
import subprocess
import sys

NAME = "capture-bot"
VERSION = "1.0"

# Commands the oracle answers for us, unchanged: the rules, the moves, the board and the queries.
FORWARDED = [
    "rules", "boardsize", "clear_board", "komi", "position", "play", "undo", "showboard",
    "final_score", "time_settings", "time_left", "gogui-rules_game_id",
    "gogui-rules_side_to_move", "gogui-rules_legal_moves", "gogui-rules_final_result",
    "gogui-rules_board_size", "gogui-rules_board",
]
OWN = ["protocol_version", "name", "version", "list_commands", "known_command", "quit", "genmove"]
COMMANDS = OWN + FORWARDED

COLOURS = {"b": "black", "black": "black", "w": "white", "white": "white"}
STONE = {"black": "X", "white": "O"}

# Candidates tried per round trip: their four commands each are sent at once, and the answers
# (a board each, well under 1 KB) stay far below what a pipe holds, so neither side blocks.
BATCH = 32


class OracleError(Exception):
    """The oracle died, closed its output or answered outside the protocol."""


class Oracle:
    """The lab's engine, run as a child process and spoken to over its standard input and output."""

    def __init__(self, argv):
        try:
            # Its standard error stays ours: the lab keeps it in the engine log.
            self.proc = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, universal_newlines=True,
                bufsize=1)
        except OSError as e:
            raise OracleError("cannot start the rules oracle %r: %s" % (" ".join(argv), e))

    def ask_all(self, commands):
        """Sends the commands at once, then reads their answers: a list of (ok, text)."""
        self.proc.stdin.write("".join(c + "\n" for c in commands))
        self.proc.stdin.flush()
        return [self._answer(c) for c in commands]

    def ask(self, command):
        """Sends one command and returns (ok, text)."""
        return self.ask_all([command])[0]

    def must(self, command):
        """Sends one command that cannot fail here and returns its text."""
        ok, text = self.ask(command)
        if not ok:
            raise OracleError("the oracle refused %r: %s" % (command, text))
        return text

    def _answer(self, command):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise OracleError("the rules oracle closed its output (at %r)" % command)
            line = line.rstrip("\r\n")
            if not lines and not line.strip():
                continue  # blank lines before an answer are allowed
            if not lines and line[:1] not in ("=", "?"):
                raise OracleError("the oracle answered %r to %r" % (line[:80], command))
            if lines and not line:
                break
            lines.append(line)
        head = lines[0]
        first = head[1:].lstrip("0123456789").strip()
        # A multi-line answer that starts on the line after the marker (a board) keeps that shape.
        return head[0] == "=", "\n".join([first] + lines[1:])

    def close(self):
        try:
            self.ask("quit")
        except (OracleError, OSError, ValueError):
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Bot:
    """Chooses moves by asking the oracle what each legal move would do."""

    def __init__(self, oracle, rng):
        self.oracle = oracle
        self.rng = rng

    def choose(self, mover, moves):
        """The winning move, else the move that captures most, else a random one."""
        them = STONE["white" if mover == "black" else "black"]
        before = self.oracle.must("gogui-rules_board").count(them)
        best, best_gain = [], 0
        for start in range(0, len(moves), BATCH):
            batch = moves[start:start + BATCH]
            commands = []
            for m in batch:
                commands += ["play " + m, "gogui-rules_final_result", "gogui-rules_board", "undo"]
            answers = self.oracle.ask_all(commands)
            for i, m in enumerate(batch):
                played, result, board, undone = answers[4 * i:4 * i + 4]
                if not (played[0] and result[0] and board[0] and undone[0]):
                    raise OracleError("the oracle refused its own legal move %r" % m)
                gain = before - board[1].count(them)
                if result[1].startswith(mover[0].upper() + "+"):
                    gain += 1000  # a win outweighs any capture
                if gain > best_gain:
                    best, best_gain = [m], gain
                elif gain == best_gain and gain > 0:
                    best.append(m)
        return self.rng.choice(best if best else moves)


class Engine:
    """The protocol, served on standard input and output."""

    def __init__(self, oracle, rng):
        self.oracle = oracle
        self.bot = Bot(oracle, rng)

    def serve(self, lines, out):
        for raw in lines:
            line = "".join(c for c in raw.split("#", 1)[0].replace("\t", " ") if c >= " ")
            words = line.split()
            if not words:
                continue  # empty lines and comments get no answer
            cid = words.pop(0) if words[0].isdigit() else ""
            if not words:
                out.write("?%s syntax error\n\n" % cid)
                out.flush()
                continue
            ok, text = self.answer(words[0], words[1:])
            out.write("%s%s%s\n\n" % ("=" if ok else "?", cid, " " + text if text else ""))
            out.flush()
            if words[0] == "quit":
                return

    def answer(self, command, args):
        if command == "protocol_version":
            return True, "2"
        if command == "name":
            return True, NAME
        if command == "version":
            return True, VERSION
        if command == "list_commands":
            return True, "\n".join(COMMANDS)
        if command == "known_command":
            if len(args) != 1:
                return False, "syntax error"
            return True, "true" if args[0] in COMMANDS else "false"
        if command == "quit":
            return True, ""
        if command == "genmove":
            return self.genmove(args)
        if command in FORWARDED:
            return self.oracle.ask(" ".join([command] + args))
        return False, "unknown command"

    def genmove(self, args):
        """genmove COLOUR (or genmove for the side to move): choose, play on the oracle, answer."""
        if len(args) > 1 or (args and args[0].lower() not in COLOURS):
            return False, "syntax error"
        mover = self.oracle.must("gogui-rules_side_to_move")
        if args and COLOURS[args[0].lower()] != mover:
            return False, "not %s's turn" % COLOURS[args[0].lower()]
        moves = self.oracle.must("gogui-rules_legal_moves").split()
        if not moves:
            return False, "the game is over"
        move = self.bot.choose(mover, moves)
        self.oracle.must("play %s %s" % (mover, move))
        return True, move


def oracle_command(options):
    if options.oracle:
        return shlex.split(options.oracle)
    if options.rest:
        return options.rest
    jar = options.jar or os.environ.get("GONGQI_LAB_JAR")
    if not jar:
        here = os.path.dirname(os.path.abspath(__file__))
        jar = os.path.join(here, os.pardir, "target", "benchmarks.jar")
        if not os.path.exists(jar):
            raise OracleError(
                "no rules oracle: build benchmarks/target/benchmarks.jar, or give --jar PATH, "
                "GONGQI_LAB_JAR, --oracle \"COMMAND\" or -- COMMAND")
    if not os.path.isfile(jar):
        raise OracleError("the lab's jar %r is not a file" % jar)
    return ["java", "-jar", jar, "engine"]


def main(argv):
    rest = []
    if "--" in argv:
        rest = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    parser = argparse.ArgumentParser(
        description="A capture-first engine for the Gongqi and Agon lab, with the lab's engine "
                    "as its rules oracle.")
    parser.add_argument("--oracle", metavar="COMMAND", help="the rules oracle's command line")
    parser.add_argument("--jar", metavar="PATH", help="the lab's jar: java -jar PATH engine")
    parser.add_argument("--seed", type=int, help="random seed (default: a fresh one)")
    options = parser.parse_args(argv)
    options.rest = rest
    try:
        oracle = Oracle(oracle_command(options))
    except OracleError as e:
        sys.stderr.write("capture_bot: %s\n" % e)
        return 2
    try:
        if oracle.must("protocol_version") != "2":
            raise OracleError("the oracle does not speak protocol version 2")
        Engine(oracle, random.Random(options.seed)).serve(iter(sys.stdin.readline, ""), sys.stdout)
    except (OracleError, OSError) as e:
        sys.stderr.write("capture_bot: %s\n" % e)
        return 1
    finally:
        oracle.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
