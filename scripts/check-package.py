#!/usr/bin/env python3
"""Holds Package.swift, the sources and Docs/Architecture.md to one another.

1. Every target lists exactly what it imports: each module a Swift file of the target imports
   is a declared dependency (a target of this package, or a product of another package), and
   each declared dependency is imported by at least one of its files. Only the toolchain's own
   modules (Foundation, Glibc, Testing, ...) need no declaration. A product's module is taken to
   have the product's name, which holds for every product Vellum uses. A test target may also
   declare an executable target it runs rather than imports (so that it is built first).
2. Docs/Architecture.md's module table names every library and executable target, and its
   "depends on" column is the target's dependencies as Package.swift declares them; the
   dependency diagram beneath it is the one this script draws.
3. README.md's requirements name every Debian package scripts/setup.sh installs.

    python3 scripts/check-package.py           # check; exit 1 and say what is wrong
    python3 scripts/check-package.py --write   # rewrite the table's last column and the diagram

The manifest is read with `swift package dump-package`, in a scratch folder of its own so that a
build running in .build does not make it wait.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ARCHITECTURE = os.path.join(ROOT, "Docs", "Architecture.md")
README = os.path.join(ROOT, "README.md")
SETUP = os.path.join(ROOT, "scripts", "setup.sh")

# Modules that come with the Swift toolchain on Linux: never declared in a manifest.
TOOLCHAIN_MODULES = {
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Glibc", "Musl",
    "Dispatch", "Synchronization", "RegexBuilder", "Testing", "XCTest", "Distributed", "Darwin",
}

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"              # attributes: @testable, @_exported, @preconcurrency
    r"(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"([A-Za-z_]\w*)")

TABLE_BEGIN = "<!-- modules: checked against Package.swift by scripts/check-package.py -->"
DIAGRAM_BEGIN = "<!-- module diagram: drawn from Package.swift by scripts/check-package.py --write -->"
DIAGRAM_END = "<!-- end of module diagram -->"


def dump_package():
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ)
        env.pop("VELLUM_DOCC", None)
        out = subprocess.run(["swift", "package", "--package-path", ROOT, "--scratch-path", scratch,
                              "dump-package"], check=True, capture_output=True, text=True, env=env)
    return json.loads(out.stdout)


def declared(target):
    """The module names a target's dependencies provide."""
    names = []
    for dependency in target["dependencies"]:
        kind, value = next(iter(dependency.items()))
        names.append(value[0])  # byName, target and product all start with the name
    return names


def source_folder(target):
    if target.get("path"):
        return os.path.join(ROOT, target["path"])
    return os.path.join(ROOT, "Tests" if target["type"] == "test" else "Sources", target["name"])


def swift_files(folder, excluded):
    for directory, subfolders, files in os.walk(folder):
        subfolders[:] = [s for s in subfolders
                         if os.path.relpath(os.path.join(directory, s), folder) not in excluded]
        for name in files:
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def imports(path):
    """The modules a Swift file imports, outside comments and multi-line string literals."""
    found = set()
    in_string = False
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.count('"""') % 2 == 1:
                in_string = not in_string
                continue
            if in_string:
                continue
            match = IMPORT.match(line)
            if match:
                found.add(match.group(1))
    return found


def check_imports(package):
    problems = []
    executables = {t["name"] for t in package["targets"] if t["type"] == "executable"}
    for target in package["targets"]:
        if target["type"] in ("system", "binary", "plugin"):
            continue
        files = list(swift_files(source_folder(target), set(target.get("exclude", []))))
        if not files:
            continue  # a C target: its headers include only the C library
        used = {}
        for path in files:
            for module in imports(path) - TOOLCHAIN_MODULES:
                used.setdefault(module, os.path.relpath(path, ROOT))
        wanted = set(declared(target))
        if target["type"] == "test":
            used.update({name: "(run)" for name in wanted & executables})
        for module in sorted(set(used) - wanted):
            problems.append(f"{target['name']}: {used[module]} imports {module}, which Package.swift does not declare")
        for module in sorted(wanted - set(used)):
            problems.append(f"{target['name']}: declares {module}, which none of its files imports")
    return problems


def documented_targets(package):
    return [t for t in package["targets"] if t["type"] in ("regular", "executable")]


def dependency_cell(target):
    names = declared(target)
    return ", ".join(names) if names else "—"


def table_rows(text):
    """(start, end) line indices of the module table under TABLE_BEGIN."""
    lines = text.split("\n")
    start = lines.index(TABLE_BEGIN) + 1
    end = start
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    return lines, start, end


def rewrite_table(text, package):
    lines, start, end = table_rows(text)
    by_name = {t["name"]: t for t in documented_targets(package)}
    for i in range(start + 2, end):
        cells = lines[i].split(" | ")
        name = cells[0].strip("| `")
        if name in by_name:
            cells[-1] = dependency_cell(by_name[name]) + " |"
            lines[i] = " | ".join(cells)
    return "\n".join(lines)


def check_table(text, package):
    problems = []
    lines, start, end = table_rows(text)
    rows = {}
    for line in lines[start + 2:end]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows[cells[0].strip("`")] = cells[-1]
    for target in documented_targets(package):
        name = target["name"]
        if name not in rows:
            problems.append(f"Docs/Architecture.md: the module table has no row for {name}")
        elif rows[name] != dependency_cell(target):
            problems.append(f"Docs/Architecture.md: {name} depends on '{dependency_cell(target)}' in Package.swift, "
                            f"the module table says '{rows[name]}'")
    known = {t["name"] for t in documented_targets(package)}
    for name in sorted(set(rows) - known):
        problems.append(f"Docs/Architecture.md: the module table has a row for {name}, which is no library or executable target")
    return problems


def diagram(package):
    """A Mermaid graph of the library and executable targets: an edge for each dependency that no
    longer path already implies (the transitive reduction), so the layers stay readable. System
    libraries and other packages' products are left to the table."""
    targets = {t["name"]: t for t in documented_targets(package)}
    edges = {name: [d for d in declared(t) if d in targets] for name, t in targets.items()}

    def reaches(start, goal, skip):
        stack = [d for d in edges[start] if d != skip]
        seen = set()
        while stack:
            node = stack.pop()
            if node == goal:
                return True
            if node not in seen:
                seen.add(node)
                stack.extend(edges[node])
        return False

    lines = ["```mermaid", "graph BT"]
    for name in targets:
        for dependency in edges[name]:
            if not reaches(name, dependency, skip=dependency):
                lines.append(f"    {name} --> {dependency}")
    lines.append("```")
    return "\n".join(lines)


def rewrite_diagram(text, package):
    before, rest = text.split(DIAGRAM_BEGIN + "\n", 1)
    _, after = rest.split(DIAGRAM_END, 1)
    return before + DIAGRAM_BEGIN + "\n" + diagram(package) + "\n" + DIAGRAM_END + after


def check_requirements():
    """Every package of setup.sh's `packages=(…)` named, in backquotes, in README's requirements."""
    with open(SETUP, encoding="utf-8") as file:
        packages = re.search(r"packages=\(([^)]*)\)", file.read()).group(1).split()
    with open(README, encoding="utf-8") as file:
        requirements = file.read().split("## Requirements", 1)[-1].split("\n## ", 1)[0]
    return [f"README.md: the requirements do not name {p}, which scripts/setup.sh installs"
            for p in packages if f"`{p}`" not in requirements]


def main():
    package = dump_package()
    with open(ARCHITECTURE, encoding="utf-8") as file:
        text = file.read()
    if "--write" in sys.argv:
        text = rewrite_diagram(rewrite_table(text, package), package)
        with open(ARCHITECTURE, "w", encoding="utf-8") as file:
            file.write(text)
    problems = check_imports(package) + check_table(text, package) + check_requirements()
    if rewrite_diagram(text, package) != text:
        problems.append("Docs/Architecture.md: the module diagram is not the one Package.swift gives "
                        "(python3 scripts/check-package.py --write draws it)")
    for problem in problems:
        print(problem)
    checked = sum(1 for t in package["targets"] if t["type"] not in ("system", "binary", "plugin"))
    print(f"check-package: {checked} targets, {len(problems)} problem{'s' if len(problems) != 1 else ''}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
