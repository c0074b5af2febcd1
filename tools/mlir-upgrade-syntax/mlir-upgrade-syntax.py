#!/usr/bin/env python3
"""Upgrade MLIR text emitted by older MLIR versions to the syntax of LLVM/MLIR 22.

Usage:  python3 upgrade_syntax.py [--report] [--repair-invalid] IN.mlir > OUT.mlir
        (IN may be "-" for stdin; --report prints notes about each non-trivial
        rewrite / anything left unchanged to stderr)

Why: front ends such as torch-mlir, buddy-mlir's Dynamo compiler, TPP-MLIR test
models and Stream-HLS inputs (2023-2025) print IR with an MLIR that predates
several breaking syntax changes (TOSA 1.0 "attributes become operands", the
`output_shape` clause of tensor.expand_shape, op renames).  A compiler built on
MLIR 22 rejects such files at parse time.  This script performs *syntax-only*
rewrites, line by line, keeping SSA names, locations, comments and formatting of
all untouched lines.  New SSA values are named %__upg_<kind><N> and are inserted
on the line just before the op that uses them (same indentation), so they always
dominate their single use.

Rewrites implemented
--------------------
tensor dialect
  * tensor.expand_shape ... : T into U  without `output_shape`
      -> adds `output_shape [d0, d1, ...]` with the static sizes of U.
      Lines whose result type has dynamic sizes are left unchanged and reported.
bufferization dialect
  * bufferization.to_memref  -> bufferization.to_buffer   (renamed in LLVM 21).
arith dialect
  * arith.maxf / arith.minf  -> arith.maximumf / arith.minimumf (renamed 2023;
      same NaN-propagating semantics).
TOSA (pre-1.0 -> TOSA 1.0 forms), both custom `tosa.op ...` and generic
`"tosa.op"(...) <{...}>` / `{...}` forms:
  * tosa.const: attribute `value` -> `values`.
  * tosa.reshape {new_shape = array<i64: ...>} (or [..]) -> shape operand from a
      new `tosa.const_shape` (`!tosa.shape<N>`); -1 entries are resolved from the
      static result type.
  * tosa.slice {start, size} -> two `tosa.const_shape` operands.  If the old
      `size` disagrees with the (authoritative) result type -- some buddy-mlir
      exports wrote 0/end-index there -- the result type's sizes are used and
      a note is printed with --report.
  * tosa.mul {shift = S : i8} (or no shift) -> third operand tensor<1xi8>
      holding S from a new tosa.const.
  * tosa.transpose %x, %perm (perm from a tosa.const/arith.constant)
      -> attribute `perms = array<i32: ...>`.
  * tosa.matmul a, b -> a, b, a_zp, b_zp (zero tensor<1xETYPE> constants).
  * tosa.negate x -> x, input1_zp, output_zp (zero constants).
  * tosa.conv2d / depthwise_conv2d / transpose_conv2d / conv3d
      -> + input_zp, weight_zp zero operands and `acc_type` (f32 for float
      inputs except f16->f16 when the result is f16, i32 for integer inputs).
  * tosa.avg_pool2d -> + input_zp/output_zp operands and acc_type.
  * tosa.clamp {min_fp, max_fp, min_int, max_int} -> {min_val, max_val} typed
      with the element type.
  * tosa.pad with a const padding operand -> !tosa.shape operand; missing
      pad_const becomes an explicit zero operand.
  * tosa.tile multiples attribute -> !tosa.shape operand.
  * zero-element tosa.const (e.g. dead `dense<> : tensor<0xi32>`; TOSA 1.0
      rejects empty tensors) -> arith.constant with the same value.
  * tosa.conv2d / depthwise_conv2d / max_pool2d / avg_pool2d whose window extent
      is not divisible by the stride (old TOSA floored, TOSA 1.0 demands exact
      division): the bottom/right padding that no output window ever reads is
      dropped, and if that is not enough the never-read trailing input rows /
      columns are cut off with a tosa.slice.  Output shape and values unchanged.
  * Elementwise/broadcasting ops whose operands have lower rank than the result
      (implicit rank broadcasting, removed in TOSA 1.0) -> explicit tosa.reshape
      of the low-rank operand to [1,...,1, dims] (numpy-style leading-1 padding,
      exactly the old implicit semantics).
TOSA lines that need no change are kept byte-identical; anything not recognised
is passed through unchanged.

Opt-in repairs (--repair-invalid): NOT syntax upgrades.  They edit IR that was
already invalid in the MLIR version that produced it (the old verifiers rejected
it too), choosing the only sensible reading; each one is reported:
  * linalg.softmax with dimension >= rank (buddy-mlir hard-codes 3 after
      flattening 4-D attention scores to 3-D) -> dimension = rank - 1.
  * "tensor.extract" inside a linalg.generic with too few indices, when the
      missing trailing tensor dims equal (in size) the trailing iteration dims of
      the generic's result -> append the matching linalg.index values.
"""

import re
import sys

SSA = r'%[A-Za-z0-9_.$\-]+(?:#\d+)?'

# ----------------------------------------------------------------------------
# small text utilities
# ----------------------------------------------------------------------------

OPEN = {'(': ')', '[': ']', '{': '}', '<': '>'}
CLOSE = {v: k for k, v in OPEN.items()}


def match_close(s, i):
    """s[i] is an opening bracket; return index of its matching close.
    Skips string literals and the '->' arrow (whose '>' is not a bracket)."""
    depth = 0
    n = len(s)
    j = i
    while j < n:
        c = s[j]
        if c == '"':
            j += 1
            while j < n and s[j] != '"':
                if s[j] == '\\':
                    j += 1
                j += 1
        elif c == '-' and j + 1 < n and s[j + 1] == '>':
            j += 1
        elif c in OPEN:
            depth += 1
        elif c in CLOSE:
            depth -= 1
            if depth == 0:
                return j
        j += 1
    raise ValueError('unbalanced brackets')


def split_top(s, sep=','):
    """Split s at top-level separators (ignoring brackets and strings)."""
    parts, depth, cur, j, n = [], 0, [], 0, len(s)
    while j < n:
        c = s[j]
        if c == '"':
            k = j + 1
            while k < n and s[k] != '"':
                if s[k] == '\\':
                    k += 1
                k += 1
            cur.append(s[j:k + 1])
            j = k + 1
            continue
        if c == '-' and j + 1 < n and s[j + 1] == '>':
            cur.append('->')
            j += 2
            continue
        if c in OPEN:
            depth += 1
        elif c in CLOSE:
            depth -= 1
        if c == sep and depth == 0:
            parts.append(''.join(cur))
            cur = []
        else:
            cur.append(c)
        j += 1
    if ''.join(cur).strip() or parts:
        parts.append(''.join(cur))
    return [p.strip() for p in parts]


def parse_dict(body):
    """'a = 1, b = [2]' -> ordered list of [key, value-or-None]."""
    out = []
    for ent in split_top(body):
        if not ent:
            continue
        if '=' in ent:
            k, v = ent.split('=', 1)
            out.append([k.strip(), v.strip()])
        else:
            out.append([ent.strip(), None])
    return out


def fmt_dict(entries):
    return ', '.join(k if v is None else '%s = %s' % (k, v) for k, v in entries)


def dict_get(entries, key):
    for k, v in entries:
        if k == key:
            return v
    return None


def dict_pop(entries, key):
    for i, (k, v) in enumerate(entries):
        if k == key:
            del entries[i]
            return v
    return None


def tensor_info(ty):
    """'tensor<2x?x3xf32>' -> ([2, None, 3], 'f32'); unranked -> (None, elt)."""
    m = re.match(r'\s*tensor<(.*)>\s*$', ty)
    if not m:
        return None, None
    body = m.group(1)
    # element type may itself contain 'x' inside <> (e.g. complex<f32>) -> split
    # on 'x' only at top level
    dims, cur, depth = [], '', 0
    for c in body:
        if c in '<([{':
            depth += 1
        elif c in '>)]}':
            depth -= 1
        if c == 'x' and depth == 0 and re.fullmatch(r'\??\d*|\*', cur) and cur != '':
            dims.append(cur)
            cur = ''
        else:
            cur += c
    elt = cur
    if dims and dims[0] == '*':
        return None, elt
    shape = [None if d == '?' else int(d) for d in dims]
    return shape, elt


def parse_int_list(v):
    """'array<i64: 1, 2>' / '[1, 2]' / 'dense<[1, 2]> : tensor<2xi64>' -> [1, 2]."""
    if v is None:
        return None
    v = v.strip()
    m = re.match(r'array<\s*i\d+\s*(?::\s*(.*?))?>\s*$', v)
    if m:
        body = m.group(1) or ''
    else:
        m = re.match(r'dense<\s*(.*?)\s*>\s*:\s*tensor<(.*)>\s*$', v, re.S)
        if m:
            body = m.group(1)
            shape, _ = tensor_info('tensor<%s>' % m.group(2))
            b = body.strip('[] ')
            if b and ',' not in b and shape and len(shape) == 1 and shape[0] not in (None, 1):
                return [int(b)] * shape[0]        # splat
        else:
            m = re.match(r'\[(.*)\]\s*(?::.*)?$', v)
            if not m:
                return None
            body = m.group(1)
    body = body.replace('[', '').replace(']', '')
    items = [x.strip() for x in body.split(',') if x.strip()]
    try:
        return [int(re.sub(r'\s*:.*$', '', x)) for x in items]
    except ValueError:
        return None


def zero_literal(elt):
    if re.fullmatch(r'[su]?i\d+', elt):
        return '0'
    return '0.000000e+00'


# ----------------------------------------------------------------------------
# TOSA op line model
# ----------------------------------------------------------------------------

TOSA_GENERIC = re.compile(r'^(?P<pre>\s*(?:%s(?:\s*,\s*%s)*\s*=\s*)?)"tosa\.(?P<name>\w+)"\('
                          % (SSA, SSA))
TOSA_CUSTOM = re.compile(r'^(?P<pre>\s*(?:%s(?:\s*,\s*%s)*\s*=\s*)?)tosa\.(?P<name>\w+)\b'
                         % (SSA, SSA))


class TosaOp:
    pass


def parse_tosa(line):
    """Parse a single-line TOSA op.  Returns TosaOp or None."""
    body = line.rstrip('\r\n')
    eol = line[len(body):]
    op = TosaOp()
    op.eol = eol
    m = TOSA_GENERIC.match(body)
    if m:
        op.generic = True
        op.pre, op.name = m.group('pre'), m.group('name')
        p = m.end() - 1
        q = match_close(body, p)
        op.operands = split_top(body[p + 1:q])
        rest = body[q + 1:]
    else:
        m = TOSA_CUSTOM.match(body)
        if not m:
            return None
        op.generic = False
        op.pre, op.name = m.group('pre'), m.group('name')
        rest = body[m.end():]
        # operands run until '{' or ':' at top level
        k = 0
        while k < len(rest) and rest[k] not in '{:':
            k += 1
        ops_txt = rest[:k].strip()
        op.operands = split_top(ops_txt) if ops_txt else []
        rest = rest[k:]
    op.props = None   # list of entries or None (<{...}>)
    op.attrs = None   # list of entries or None ({...})
    r = rest.lstrip()
    if r.startswith('<{'):
        q = match_close(r, 1)
        op.props = parse_dict(r[2:q])
        r = r[q + 2:].lstrip()          # skip '}>'
    if r.startswith('{'):
        q = match_close(r, 0)
        op.attrs = parse_dict(r[1:q])
        r = r[q + 1:].lstrip()
    if not r.startswith(':'):
        return None
    r = r[1:].strip()
    # functional type '(A, B) -> R [loc(...)]' or '() -> R'
    if not r.startswith('('):
        return None
    q = match_close(r, 0)
    op.in_types = split_top(r[1:q])
    r = r[q + 1:].strip()
    if not r.startswith('->'):
        return None
    r = r[2:].strip()
    # result type(s) then optional loc(...) / trailing comment
    mloc = re.search(r'\s(loc\(.*|//.*)$', ' ' + r)
    tail = ''
    if mloc:
        tail = ' ' + mloc.group(1)
        r = (' ' + r)[:mloc.start()].strip()
    op.out_types = r
    op.tail = tail
    return op


def emit_tosa(op):
    s = op.pre
    if op.generic:
        s += '"tosa.%s"(%s)' % (op.name, ', '.join(op.operands))
        if op.props:
            s += ' <{%s}>' % fmt_dict(op.props)
        if op.attrs:
            s += ' {%s}' % fmt_dict(op.attrs)
    else:
        s += 'tosa.%s' % op.name
        if op.operands:
            s += ' ' + ', '.join(op.operands)
        if op.props:     # custom form never has props; keep as attr-dict
            s += ' {%s}' % fmt_dict(op.props)
        if op.attrs:
            s += ' {%s}' % fmt_dict(op.attrs)
    s += ' : (%s) -> %s' % (', '.join(op.in_types), op.out_types)
    return s + op.tail + op.eol


def _find_attr(op, key, take):
    """The attribute `key` from the op's properties or attributes (removed
    when `take`), or None."""
    for d in (op.props, op.attrs):
        if d is not None:
            v = (dict_pop if take else dict_get)(d, key)
            if v is not None:
                return v
    return None


def get_attr(op, key):
    return _find_attr(op, key, take=False)


def pop_attr(op, key):
    return _find_attr(op, key, take=True)


def set_attr(op, key, value):
    """Set an inherent attribute, placing it where the op keeps its others."""
    for d in (op.props, op.attrs):
        if d is not None:
            for ent in d:
                if ent[0] == key:
                    ent[1] = value
                    return
    if op.generic:
        if op.props is None and op.attrs is not None:
            op.attrs.append([key, value])
        else:
            if op.props is None:
                op.props = []
            op.props.append([key, value])
    else:
        if op.attrs is None:
            op.attrs = []
        op.attrs.append([key, value])
        op.attrs.sort(key=lambda e: e[0])


# ----------------------------------------------------------------------------
# the upgrader
# ----------------------------------------------------------------------------

ELEMENTWISE_BCAST = {
    'add', 'sub', 'mul', 'maximum', 'minimum', 'pow', 'greater', 'greater_equal',
    'equal', 'select', 'logical_and', 'logical_or', 'logical_xor', 'bitwise_and',
    'bitwise_or', 'bitwise_xor', 'arithmetic_right_shift', 'logical_left_shift',
    'logical_right_shift', 'intdiv',
}


class Upgrader:
    def __init__(self, text, repair=False):
        self.text = text
        self.repair = repair
        self.generic_iters = None   # #iterators of the innermost open linalg.generic
        self.generic_out = None
        self.notes = []
        self.counter = 0
        self.consts = {}      # ssa name -> list of ints (small int constants)
        self.lineno = 0

    def fresh(self, kind):
        while True:
            self.counter += 1
            name = '%%__upg_%s%d' % (kind, self.counter)
            if name not in self.text:
                return name

    def note(self, msg):
        self.notes.append('line %d: %s' % (self.lineno, msg))

    # -- helpers that create new ops (returned as text lines) ------------------
    def const_shape(self, indent, vals, eol):
        name = self.fresh('shape')
        n = len(vals)
        if n == 0:
            dense = 'dense<>'
        else:
            dense = 'dense<[%s]>' % ', '.join(str(v) for v in vals)
        line = '%s%s = tosa.const_shape {values = %s : tensor<%dxindex>} : () -> !tosa.shape<%d>%s' % (
            indent, name, dense, n, n, eol)
        return name, line

    def const_tensor(self, indent, kind, value, elt, eol):
        name = self.fresh(kind)
        ty = 'tensor<1x%s>' % elt
        line = '%s%s = "tosa.const"() <{values = dense<%s> : %s}> : () -> %s%s' % (
            indent, name, value, ty, ty, eol)
        return name, ty, line

    def zero_point(self, indent, ty, eol):
        _, elt = tensor_info(ty)
        return self.const_tensor(indent, 'zp', zero_literal(elt), elt, eol)

    # -- main entry --------------------------------------------------------------
    def run(self):
        out = []
        lines = self.text.splitlines(keepends=True)
        self.lines = lines
        for idx, line in enumerate(lines):
            self.lineno = idx + 1
            stripped = line.lstrip()
            if stripped.startswith('//'):
                out.append(line)
                continue
            try:
                new = self.rewrite_line(line)
            except Exception as e:   # never lose a line because of a bug here
                self.note('internal error %r; line left unchanged' % (e,))
                new = [line]
            out.extend(new)
        return ''.join(out)

    def record_const(self, line):
        m = re.match(r'\s*(%s)\s*=\s*(?:"tosa\.const"\(\)\s*<?\{\s*values?\s*=\s*|'
                     r'tosa\.const\s*\{\s*values?\s*=\s*|arith\.constant\s+)'
                     r'(dense<[^>]*>\s*:\s*tensor<[0-9x]*i\d+>)' % SSA, line)
        if m and len(m.group(2)) < 400:
            vals = parse_int_list(m.group(2))
            if vals is not None:
                self.consts[m.group(1)] = vals

    def rewrite_line(self, line):
        # ---- simple renames ----------------------------------------------------
        if 'arith.maxf ' in line or 'arith.minf ' in line or '"arith.maxf"' in line \
                or '"arith.minf"' in line:
            line = re.sub(r'\barith\.maxf\b', 'arith.maximumf', line)
            line = re.sub(r'\barith\.minf\b', 'arith.minimumf', line)
        if 'bufferization.to_memref' in line:
            line = line.replace('bufferization.to_memref', 'bufferization.to_buffer')
        # ---- opt-in repairs of IR that was never valid ---------------------------
        if 'linalg.generic' in line:
            m = re.search(r'iterator_types\s*=\s*\[([^\]]*)\]', line)
            if m:
                self.generic_iters = len([x for x in m.group(1).split(',') if x.strip()])
                self.generic_out = self.find_generic_result(line)
        if self.repair:
            if 'linalg.softmax' in line:
                line = self.repair_softmax(line)
            if '"tensor.extract"(' in line:
                res = self.repair_extract(line)
                if res is not None:
                    return res
        # ---- tensor.expand_shape ------------------------------------------------
        if 'tensor.expand_shape' in line and 'output_shape' not in line:
            line = self.fix_expand_shape(line)
        # ---- TOSA -----------------------------------------------------------------
        if 'tosa.' in line:
            op = parse_tosa(line)
            if op is not None:
                untouched = emit_tosa(op)
                res = self.fix_tosa(op)
                if len(res) == 1 and res[0] == untouched:
                    res = [line]          # nothing to do: keep the line byte-identical
                self.record_const(res[-1])
                return res
        self.record_const(line)
        return [line]

    def repair_softmax(self, line):
        # generic form: "linalg.softmax"(%a, %b) <{dimension = D : i64}> : (T, T) -> T
        m = re.search(r'"linalg\.softmax".*dimension\s*=\s*(\d+)\s*:\s*i64.*?:\s*\((tensor<[^>]*>)', line)
        pat = r'(dimension\s*=\s*)(\d+)'
        if not m:
            # custom form: linalg.softmax dimension(D) ins(%a : T) outs(...)
            m = re.search(r'linalg\.softmax\s+dimension\((\d+)\)\s+ins\([^:]*:\s*(tensor<[^>]*>)', line)
            pat = r'(dimension\()(\d+)'
        if not m:
            return line
        shape, _ = tensor_info(m.group(2))
        d = int(m.group(1))
        if shape is not None and d >= len(shape):
            self.note('REPAIR: linalg.softmax dimension %d >= rank %d of %s (invalid IR); '
                      'set to last dim %d' % (d, len(shape), m.group(2), len(shape) - 1))
            line = re.sub(pat, lambda mm: mm.group(1) + str(len(shape) - 1), line, count=1)
        return line

    def find_generic_result(self, line):
        """Shape of the (single) result of a generic-form linalg.generic that starts
        on the current line: look ahead for its `}) : (...) -> T` closing line."""
        ind = len(line) - len(line.lstrip())
        for k in range(self.lineno, min(len(self.lines), self.lineno + 400)):
            l = self.lines[k]
            if len(l) - len(l.lstrip()) == ind and l.lstrip().startswith('})'):
                m = re.search(r'->\s*(tensor<[^>]*>)\s*$', l.strip())
                return tensor_info(m.group(1))[0] if m else None
        return None

    def repair_extract(self, line):
        m = re.match(r'(\s*)(%s\s*=\s*)"tensor\.extract"\(([^)]*)\)\s*:\s*\(([^)]*)\)(.*)$' % SSA,
                     line, re.S)
        if not m or self.generic_iters is None:
            return None
        ops = split_top(m.group(3))
        tys = split_top(m.group(4))
        shape, _ = tensor_info(tys[0])
        if shape is None or len(ops) - 1 >= len(shape):
            return None
        missing = len(shape) - (len(ops) - 1)
        if missing > self.generic_iters:
            return None
        # only when the missing trailing tensor dims line up with the trailing
        # iteration dims (by size) of the enclosing generic's result
        out = self.generic_out
        if not out or len(out) != self.generic_iters or out[-missing:] != shape[-missing:]:
            self.note('tensor.extract with too few indices for %s not repaired' % tys[0])
            return None
        indent, eol = m.group(1), '\n'
        pre = []
        first = self.generic_iters - missing
        for j in range(missing):
            nm = self.fresh('idx')
            pre.append('%s%s = "linalg.index"() <{dim = %d : i64}> : () -> index%s'
                       % (indent, nm, first + j, eol))
            ops.append(nm)
            tys.append('index')
        self.note('REPAIR: tensor.extract had %d indices for rank-%d %s (invalid IR); '
                  'appended linalg.index %s of the enclosing generic'
                  % (len(ops) - 1 - missing, len(shape), tys[0],
                     list(range(first, first + missing))))
        return pre + ['%s%s"tensor.extract"(%s) : (%s)%s' % (indent, m.group(2), ', '.join(ops),
                                                          ', '.join(tys), m.group(5))]

    def fix_expand_shape(self, line):
        m = re.search(r'(tensor\.expand_shape\s+%s\s*)(\[\[.*?\]\])(\s*(?:\{[^}]*\}\s*)?:\s*'
                      r'(tensor<[^>]*>)\s+into\s+(tensor<[^>]*>))' % SSA, line)
        if not m:
            m2 = re.search(r'"tensor\.expand_shape"', line)
            if not m2:
                self.note('tensor.expand_shape not recognised; left unchanged')
            return line
        shape, _ = tensor_info(m.group(5))
        if shape is None or any(d is None for d in shape):
            self.note('tensor.expand_shape with dynamic result %s left unchanged' % m.group(5))
            return line
        new = m.group(1) + m.group(2) + ' output_shape [%s]' % ', '.join(map(str, shape)) + m.group(3)
        return line[:m.start()] + new + line[m.end():]

    # -- TOSA ------------------------------------------------------------------
    def fix_tosa(self, op):
        indent = re.match(r'\s*', op.pre).group(0)
        eol = op.eol or '\n'
        pre = []
        name = op.name
        nin = len(op.operands)
        if len(op.in_types) != nin:
            return [emit_tosa(op)]

        if name == 'const':
            v = pop_attr(op, 'value')
            if v is not None:
                set_attr(op, 'values', v)
            oshape, _ = tensor_info(op.out_types)
            if oshape is not None and 0 in oshape and not op.in_types:
                # TOSA 1.0 rejects zero-element tosa.const; the same constant
                # value as arith.constant is accepted everywhere.
                val = get_attr(op, 'values')
                self.note('zero-element tosa.const -> arith.constant')
                return ['%s"arith.constant"() <{value = %s}> : () -> %s%s%s'
                        % (op.pre, val, op.out_types, op.tail, op.eol)]

        elif name == 'reshape':
            ns = pop_attr(op, 'new_shape')
            if ns is not None and nin == 1:
                vals = parse_int_list(ns)
                oshape, _ = tensor_info(op.out_types)
                if vals is None:
                    vals = oshape
                if oshape is not None and len(oshape) == len(vals):
                    vals = [o if (v == -1 and o is not None) else v for v, o in zip(vals, oshape)]
                nm, l = self.const_shape(indent, vals, eol)
                pre.append(l)
                op.operands.append(nm)
                op.in_types.append('!tosa.shape<%d>' % len(vals))

        elif name == 'slice':
            st = pop_attr(op, 'start')
            sz = pop_attr(op, 'size')
            if st is not None and sz is not None and nin == 1:
                stv, szv = parse_int_list(st), parse_int_list(sz)
                oshape, _ = tensor_info(op.out_types)
                if oshape is not None and None not in oshape and szv != oshape:
                    self.note('tosa.slice size %s inconsistent with result type %s; '
                              'using result type sizes' % (szv, op.out_types))
                    szv = oshape
                n1, l1 = self.const_shape(indent, stv, eol)
                n2, l2 = self.const_shape(indent, szv, eol)
                pre += [l1, l2]
                op.operands += [n1, n2]
                op.in_types += ['!tosa.shape<%d>' % len(stv), '!tosa.shape<%d>' % len(szv)]

        elif name == 'tile':
            mv = pop_attr(op, 'multiples')
            if mv is not None and nin == 1:
                vals = parse_int_list(mv)
                n1, l1 = self.const_shape(indent, vals, eol)
                pre.append(l1)
                op.operands.append(n1)
                op.in_types.append('!tosa.shape<%d>' % len(vals))

        elif name == 'pad':
            if nin >= 2 and not op.in_types[1].startswith('!tosa.shape'):
                vals = self.consts.get(op.operands[1])
                if vals is None:
                    self.note('tosa.pad padding operand %s not a known constant' % op.operands[1])
                else:
                    n1, l1 = self.const_shape(indent, vals, eol)
                    pre.append(l1)
                    op.operands[1] = n1
                    op.in_types[1] = '!tosa.shape<%d>' % len(vals)
            if len(op.operands) == 2:
                pc = pop_attr(op, 'pad_const')
                _, elt = tensor_info(op.in_types[0])
                val = zero_literal(elt)
                nm, ty, l = self.const_tensor(indent, 'padc', val, elt, eol)
                if pc is not None:
                    self.note('tosa.pad pad_const attr %s not converted' % pc)
                pre.append(l)
                op.operands.append(nm)
                op.in_types.append(ty)

        elif name == 'mul':
            if nin == 2:
                sh = pop_attr(op, 'shift')
                s = 0
                if sh is not None:
                    s = int(re.match(r'\s*(-?\d+)', sh).group(1))
                nm, ty, l = self.const_tensor(indent, 'shift', str(s), 'i8', eol)
                pre.append(l)
                op.operands.append(nm)
                op.in_types.append(ty)

        elif name == 'transpose':
            if nin == 2:
                vals = self.consts.get(op.operands[1])
                if vals is None:
                    self.note('tosa.transpose perms %s not a known constant' % op.operands[1])
                else:
                    del op.operands[1]
                    del op.in_types[1]
                    set_attr(op, 'perms', 'array<i32: %s>' % ', '.join(map(str, vals)))

        elif name == 'matmul':
            if nin == 2:
                for t in list(op.in_types[:2]):
                    nm, ty, l = self.zero_point(indent, t, eol)
                    pre.append(l)
                    op.operands.append(nm)
                    op.in_types.append(ty)
                for k in ('a_zp', 'b_zp', 'quantization_info'):
                    v = pop_attr(op, k)
                    if v is not None:
                        self.note('tosa.matmul attr %s=%s dropped' % (k, v))

        elif name == 'negate':
            if nin == 1:
                for _ in range(2):
                    nm, ty, l = self.zero_point(indent, op.in_types[0], eol)
                    pre.append(l)
                    op.operands.append(nm)
                    op.in_types.append(ty)

        elif name in ('conv2d', 'depthwise_conv2d', 'conv3d', 'transpose_conv2d'):
            if nin == 3:
                for t in list(op.in_types[:2]):
                    nm, ty, l = self.zero_point(indent, t, eol)
                    pre.append(l)
                    op.operands.append(nm)
                    op.in_types.append(ty)
                if get_attr(op, 'acc_type') is None:
                    _, ielt = tensor_info(op.in_types[0])
                    _, oelt = tensor_info(op.out_types)
                    if re.fullmatch(r'i\d+', ielt):
                        acc = 'i48' if ielt == 'i16' else 'i32'
                    elif ielt == 'f16' and oelt == 'f16':
                        acc = 'f16'
                    else:
                        acc = 'f32'
                    set_attr(op, 'acc_type', acc)
                v = pop_attr(op, 'quantization_info')
                if v is not None:
                    self.note('%s quantization_info dropped' % name)

        elif name == 'avg_pool2d':
            if nin == 1:
                for t in (op.in_types[0], op.out_types):
                    nm, ty, l = self.zero_point(indent, t, eol)
                    pre.append(l)
                    op.operands.append(nm)
                    op.in_types.append(ty)
                if get_attr(op, 'acc_type') is None:
                    _, ielt = tensor_info(op.in_types[0])
                    set_attr(op, 'acc_type', 'i32' if re.fullmatch(r'i\d+', ielt) else 'f32')

        elif name == 'clamp':
            mnf, mxf = pop_attr(op, 'min_fp'), pop_attr(op, 'max_fp')
            mni, mxi = pop_attr(op, 'min_int'), pop_attr(op, 'max_int')
            if mnf is not None or mni is not None:
                _, elt = tensor_info(op.in_types[0])
                if re.fullmatch(r'[su]?i\d+', elt):
                    bits = int(re.search(r'\d+', elt).group(0))
                    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
                    a = max(lo, int(mni.split(':')[0]))
                    b = min(hi, int(mxi.split(':')[0]))
                    mn, mx = '%d : %s' % (a, elt), '%d : %s' % (b, elt)
                else:
                    mn = mnf.split(':')[0].strip() + ' : ' + elt
                    mx = mxf.split(':')[0].strip() + ' : ' + elt
                    if elt != 'f32' and (mn.startswith('0x') or mx.startswith('0x')):
                        mn = self.fp_hex_convert(mn, elt)
                        mx = self.fp_hex_convert(mx, elt)
                set_attr(op, 'max_val', mx)
                set_attr(op, 'min_val', mn)

        if name in ('conv2d', 'depthwise_conv2d', 'max_pool2d', 'avg_pool2d'):
            pre += self.fix_window_padding(op, indent, eol)

        # implicit rank broadcasting -> explicit reshape
        if name in ELEMENTWISE_BCAST:
            oshape, _ = tensor_info(op.out_types)
            if oshape is not None:
                r = len(oshape)
                for i in range(len(op.operands)):
                    t = op.in_types[i]
                    if not t.startswith('tensor<'):
                        continue
                    shp, elt = tensor_info(t)
                    if shp is None or len(shp) >= r:
                        continue
                    if name == 'mul' and i == 2:
                        continue
                    if None in shp:
                        self.note('cannot rank-broadcast dynamic operand %s' % t)
                        continue
                    newshape = [1] * (r - len(shp)) + shp
                    sn, sl = self.const_shape(indent, newshape, eol)
                    rn = self.fresh('bcast')
                    nt = 'tensor<%sx%s>' % ('x'.join(map(str, newshape)), elt)
                    pre.append(sl)
                    pre.append('%s%s = tosa.reshape %s, %s : (%s, !tosa.shape<%d>) -> %s%s' % (
                        indent, rn, op.operands[i], sn, t, r, nt, eol))
                    op.operands[i] = rn
                    op.in_types[i] = nt

        return pre + [emit_tosa(op)]

    def fix_window_padding(self, op, indent, eol):
        """TOSA 1.0 requires (in - 1 + pad_a + pad_b - (k - 1) * dil) % stride == 0.
        Older TOSA used floor division, so the last `rem` padding rows/cols at the
        bottom/right were never read by any output window; dropping them is an
        exact no-op (the output size is unchanged).  If there is not enough bottom/right
        padding to drop, the never-read trailing input rows/cols are removed with a
        tosa.slice of the input (again an exact no-op)."""
        pad = parse_int_list(get_attr(op, 'pad'))
        stride = parse_int_list(get_attr(op, 'stride'))
        if pad is None or stride is None or len(pad) != 4:
            return []
        ishape, _ = tensor_info(op.in_types[0])
        if ishape is None or len(ishape) != 4 or None in ishape:
            return []
        if op.name in ('conv2d', 'depthwise_conv2d'):
            dil = parse_int_list(get_attr(op, 'dilation')) or [1, 1]
            wshape, _ = tensor_info(op.in_types[1])
            if wshape is None:
                return []
            k = wshape[1:3] if op.name == 'conv2d' else wshape[0:2]
            extent = [ishape[1 + i] - 1 - (k[i] - 1) * dil[i] for i in range(2)]
        else:
            k = parse_int_list(get_attr(op, 'kernel'))
            extent = [ishape[1 + i] - k[i] for i in range(2)]
        changed = False
        crop = [0, 0]
        for i in range(2):
            if None in (ishape[1 + i], k[i]):
                continue
            tot = extent[i] + pad[2 * i] + pad[2 * i + 1]
            rem = tot % stride[i]
            if rem:
                take = min(rem, pad[2 * i + 1])
                pad[2 * i + 1] -= take
                crop[i] = rem - take       # trailing input rows never read
                changed = True
        if not changed:
            return []
        set_attr(op, 'pad', 'array<i64: %s>' % ', '.join(map(str, pad)))
        pre = []
        if any(crop):
            _, elt = tensor_info(op.in_types[0])
            size = [ishape[0], ishape[1] - crop[0], ishape[2] - crop[1], ishape[3]]
            n1, l1 = self.const_shape(indent, [0, 0, 0, 0], eol)
            n2, l2 = self.const_shape(indent, size, eol)
            rn = self.fresh('crop')
            nt = 'tensor<%sx%s>' % ('x'.join(map(str, size)), elt)
            pre += [l1, l2, '%s%s = tosa.slice %s, %s, %s : (%s, !tosa.shape<4>, !tosa.shape<4>) -> %s%s'
                    % (indent, rn, op.operands[0], n1, n2, op.in_types[0], nt, eol)]
            op.operands[0] = rn
            op.in_types[0] = nt
        return pre

    def fp_hex_convert(self, lit, elt):
        """Convert '0xFF800000' (an f32 bit pattern) to a literal valid for elt."""
        import struct
        v = lit.split(':')[0].strip()
        if v.startswith('0x') and len(v) == 10:
            f = struct.unpack('>f', bytes.fromhex(v[2:]))[0]
            if f in (float('inf'), float('-inf')):
                pos = f > 0
                pat = {'f16': ('0x7C00', '0xFC00'), 'bf16': ('0x7F80', '0xFF80'),
                       'f64': ('0x7FF0000000000000', '0xFFF0000000000000')}.get(elt)
                if pat:
                    return '%s : %s' % (pat[0] if pos else pat[1], elt)
                return lit
            return '%e : %s' % (f, elt)
        return lit


def main(argv):
    report = repair = False
    args = []
    for a in argv[1:]:
        if a == '--report':
            report = True
        elif a == '--repair-invalid':
            repair = True
        else:
            args.append(a)
    if len(args) != 1:
        sys.stderr.write(__doc__.split('\n\n')[1] + '\n')
        return 2
    if args[0] == '-':
        text = sys.stdin.read()
    else:
        with open(args[0], encoding='utf-8') as f:
            text = f.read()
    up = Upgrader(text, repair=repair)
    result = up.run()
    sys.stdout.write(result)
    if report:
        for n in up.notes:
            sys.stderr.write('upgrade_syntax: %s\n' % n)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
