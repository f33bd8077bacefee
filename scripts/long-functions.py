#!/usr/bin/env python3
"""Lists Swift functions, initialisers and closures-as-properties whose bodies are longer than a
limit (default 80 lines), by brace matching: `python3 scripts/long-functions.py [LIMIT] [DIR...]`.
Strings and comments are skipped so braces inside them do not count."""
import os
import re
import sys

DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|static|class|final|override|mutating|nonmutating|nonisolated|convenience|required|@inlinable|@discardableResult)\s+)*(func\s+[^\s(<]+|init[?!]?|subscript|deinit)')


def strip(line, state):
    """The line without string contents and comments; `state` carries a block comment/multi-line string."""
    out, i = [], 0
    while i < len(line):
        if state['block']:
            j = line.find('*/', i)
            if j < 0:
                return ''.join(out)
            state['block'] = False
            i = j + 2
            continue
        if state['multi']:
            j = line.find('"""', i)
            if j < 0:
                return ''.join(out)
            state['multi'] = False
            i = j + 3
            continue
        c = line[i]
        if line.startswith('//', i):
            break
        if line.startswith('/*', i):
            state['block'] = True
            i += 2
            continue
        if line.startswith('"""', i):
            state['multi'] = True
            i += 3
            continue
        if c == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == '\\' else 1
            i += 1
            continue
        out.append(c)
        i += 1
    return ''.join(out)


def long_functions(path, limit):
    lines = open(path, encoding='utf-8').read().split('\n')
    state = {'block': False, 'multi': False}
    clean = [strip(l, state) for l in lines]
    found = []
    for n, l in enumerate(clean):
        m = DECL.match(l)
        if not m:
            continue
        depth, start = 0, None
        for k in range(n, len(clean)):
            for ch in clean[k]:
                if ch == '{':
                    depth += 1
                    start = k if start is None else start
                elif ch == '}':
                    depth -= 1
            if start is not None and depth == 0:
                length = k - n + 1
                if length > limit:
                    found.append((length, path, n + 1, m.group(1)))
                break
            if start is None and k > n + 12:
                break  # a protocol requirement: no body
    return found


def main():
    args = sys.argv[1:]
    limit = int(args.pop(0)) if args and args[0].isdigit() else 80
    roots = args or ['Sources']
    found = []
    for root in roots:
        for d, _, files in os.walk(root):
            for f in files:
                if f.endswith('.swift'):
                    found += long_functions(os.path.join(d, f), limit)
    for length, path, line, name in sorted(found, reverse=True):
        print(f'{length:4d}  {path}:{line}  {name}')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
