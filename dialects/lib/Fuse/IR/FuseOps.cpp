//===- FuseOps.cpp - fuse dialect operations ------------------------------===//
//
// Verifiers and custom assembly of the fuse operations.
//
//===----------------------------------------------------------------------===//

#include "fusec/Dialect/Fuse/IR/FuseOps.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::fuse;

#define GET_OP_CLASSES
#include "fusec/Dialect/Fuse/IR/FuseOps.cpp.inc"

/// Prints a shape like 4x?x8 for diagnostics.
static std::string shapeStr(ArrayRef<int64_t> shape) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleave(
      shape, os,
      [&](int64_t d) {
        if (ShapedType::isDynamic(d))
          os << "?";
        else
          os << d;
      },
      "x");
  return s;
}

/// fuse ops compute over non-empty iteration spaces (fuse.aggregate and
/// fuse.reduce require positive dimension sizes): the tensors of the ops whose
/// iteration space comes from their types must not have a zero extent.
static LogicalResult verifyNonEmptyTensors(Operation *op) {
  auto check = [&](Type type, StringRef what, unsigned i) -> LogicalResult {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasRank() ||
        !llvm::is_contained(shaped.getShape(), 0))
      return success();
    return op->emitOpError()
           << what << " #" << i << " is empty (shape "
           << shapeStr(shaped.getShape())
           << "); fuse ops need tensors without zero-sized dimensions";
  };
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(check(type, "operand", i)))
      return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(check(type, "result", i)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// MatmulOp
//===----------------------------------------------------------------------===//

/// Whether two extents agree (dynamic extents agree with anything).
static bool extentsAgree(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

LogicalResult MatmulOp::verify() {
  auto lhsTy = getLhs().getType(), rhsTy = getRhs().getType();
  auto resTy = getResult().getType();
  if (lhsTy.getRank() < 2 || rhsTy.getRank() < 2)
    return emitOpError("operands must have rank >= 2, got rank ")
           << lhsTy.getRank() << " and rank " << rhsTy.getRank();
  ArrayRef<int64_t> ls = lhsTy.getShape(), rs = rhsTy.getShape();
  int64_t lr = ls.size(), rr = rs.size();
  int64_t m = getTransposeLhs() ? ls[lr - 1] : ls[lr - 2];
  int64_t kl = getTransposeLhs() ? ls[lr - 2] : ls[lr - 1];
  int64_t kr = getTransposeRhs() ? rs[rr - 1] : rs[rr - 2];
  int64_t n = getTransposeRhs() ? rs[rr - 2] : rs[rr - 1];
  if (!extentsAgree(kl, kr))
    return emitOpError("contraction dimensions differ: lhs has K = ")
           << kl << " but rhs has K = " << kr;

  // Batch dimensions broadcast right-aligned.
  ArrayRef<int64_t> lb = ls.drop_back(2), rb = rs.drop_back(2);
  size_t nb = std::max(lb.size(), rb.size());
  SmallVector<int64_t> batch(nb, 1);
  for (size_t i = 0; i < nb; ++i) {
    int64_t a = i < nb - lb.size() ? 1 : lb[i - (nb - lb.size())];
    int64_t b = i < nb - rb.size() ? 1 : rb[i - (nb - rb.size())];
    if (a == 1) {
      batch[i] = b;
    } else if (b == 1 || ShapedType::isDynamic(b)) {
      batch[i] = a;
    } else if (!extentsAgree(a, b)) {
      return emitOpError("batch dimensions do not broadcast: ")
             << shapeStr(lb) << " vs " << shapeStr(rb);
    } else {
      batch[i] = ShapedType::isDynamic(a) ? b : a;
    }
  }
  SmallVector<int64_t> expected(batch);
  expected.push_back(m);
  expected.push_back(n);
  if (resTy.getRank() != static_cast<int64_t>(expected.size()))
    return emitOpError("result must have rank ")
           << expected.size() << " (shape " << shapeStr(expected)
           << "), got " << shapeStr(resTy.getShape());
  for (auto [e, r] : llvm::zip_equal(expected, resTy.getShape()))
    if (!extentsAgree(e, r))
      return emitOpError("result shape ")
             << shapeStr(resTy.getShape()) << " does not match the expected "
             << shapeStr(expected);
  if (getScale() && !std::isfinite(getScale()->convertToDouble()))
    return emitOpError("scale must be finite");
  // The kernels multiply in f32: a scale beyond its range would be +-inf
  // (or 0) there, and the attention NaN.
  if (double scale = getScale() ? getScale()->convertToDouble() : 1.0;
      scale != 0.0 && (std::fabs(scale) > std::numeric_limits<float>::max() ||
                       std::fabs(scale) < std::numeric_limits<float>::min()))
    return emitOpError("scale ")
           << scale << " is outside the range of f32 (the kernels' type)";
  return verifyNonEmptyTensors(*this);
}

//===----------------------------------------------------------------------===//
// SoftmaxOp
//===----------------------------------------------------------------------===//

LogicalResult SoftmaxOp::verify() {
  int64_t rank = getInput().getType().getRank();
  int64_t axis = getAxis();
  if (rank == 0)
    return emitOpError("input must have rank >= 1");
  if (axis < 0 || axis >= rank)
    return emitOpError("axis ") << axis << " is out of range for a rank-"
                                << rank << " tensor";
  return verifyNonEmptyTensors(*this);
}

//===----------------------------------------------------------------------===//
// Shared body checks
//===----------------------------------------------------------------------===//

/// Checks that `block` takes one scalar per input, of the input's element
/// type, or the whole tensor for a gathered input (`maps`, when given).
static LogicalResult verifyBodyArguments(Operation *op, Block &block,
                                         ValueRange inputs,
                                         ArrayAttr maps = {}) {
  if (block.getNumArguments() != inputs.size())
    return op->emitOpError("body must take ")
           << inputs.size() << " argument(s), one per input, got "
           << block.getNumArguments();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(block.getArguments(), inputs))) {
    auto [arg, in] = pair;
    Type elt = cast<ShapedType>(in.getType()).getElementType();
    if (maps && i < maps.size() &&
        isGatheredInput(cast<AffineMapAttr>(maps[i]).getValue(),
                        in.getType())) {
      if (arg.getType() != in.getType())
        return op->emitOpError("body argument #")
               << i << " has type " << arg.getType() << " but input #" << i
               << " is gathered (its map has no results), so it takes the "
                  "whole tensor "
               << in.getType();
      continue;
    }
    if (arg.getType() != elt)
      return op->emitOpError("body argument #")
             << i << " has type " << arg.getType()
             << " but input #" << i << " has element type " << elt;
  }
  return success();
}

/// Checks that the ops of `block` (and of regions nested in them, but not
/// of a nested fuse.reduce, which checks its own) compute on scalars: a
/// body sees one element of each input, and an op that reads or makes a
/// tensor there (tensor.extract of a tensor from outside) has no kernel
/// to run in. The error is at that op.
static LogicalResult verifyScalarBody(Operation *op, Block &block) {
  auto isShaped = [](Type t) { return isa<ShapedType>(t); };
  WalkResult walk = block.walk<WalkOrder::PreOrder>([&](Operation *inner) {
    if (isa<ReduceOp>(inner))
      return WalkResult::skip();
    // A read of a gathered input (a tensor argument of this body).
    if (inner->getName().getStringRef() == "tensor.extract" &&
        inner->getNumOperands() > 0) {
      auto arg = dyn_cast<BlockArgument>(inner->getOperand(0));
      if (arg && arg.getOwner() == &block &&
          !llvm::any_of(inner->getOperands().drop_front(), [&](Value v) {
            return isShaped(v.getType());
          }))
        return WalkResult::advance();
    }
    if (llvm::any_of(inner->getOperandTypes(), isShaped) ||
        llvm::any_of(inner->getResultTypes(), isShaped)) {
      inner->emitOpError("in the body of '")
          << op->getName()
          << "' reads or makes a tensor: a body computes on one element "
             "of each input; pass the tensor as an input (ins) instead";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Checks the body's terminator yields `count` values.
static LogicalResult verifyYieldCount(Operation *op, Block &block,
                                      unsigned count, StringRef what) {
  auto yield = dyn_cast<YieldOp>(block.getTerminator());
  if (!yield)
    return op->emitOpError("body must end with fuse.yield");
  if (yield.getValues().size() != count)
    return op->emitOpError("body must yield ")
           << count << " value(s) " << what << ", got "
           << yield.getValues().size();
  return success();
}

//===----------------------------------------------------------------------===//
// MapOp
//===----------------------------------------------------------------------===//

LogicalResult MapOp::verify() {
  auto resTy = getResult().getType();
  for (auto [i, in] : llvm::enumerate(getInputs())) {
    auto ty = cast<RankedTensorType>(in.getType());
    if (ty.getShape() != resTy.getShape())
      return emitOpError("input #")
             << i << " has shape " << shapeStr(ty.getShape())
             << " but the result has shape " << shapeStr(resTy.getShape());
  }
  return verifyNonEmptyTensors(*this);
}

LogicalResult MapOp::verifyRegions() {
  Block &body = getBody().front();
  if (failed(verifyBodyArguments(*this, body, getInputs())) ||
      failed(verifyScalarBody(*this, body)) ||
      failed(verifyYieldCount(*this, body, 1, "(the result element)")))
    return failure();
  Type yielded = cast<YieldOp>(body.getTerminator()).getValues()[0].getType();
  if (yielded != getResult().getType().getElementType())
    return emitOpError("body yields ")
           << yielded << " but the result element type is "
           << getResult().getType().getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// Named dimensions, inputs and maps (shared by aggregate and reduce)
//===----------------------------------------------------------------------===//

/// Parses `dims [i = 4, j = 8]`; `j = ?` is a dynamic size.
static ParseResult parseDims(OpAsmParser &parser, OperationState &result,
                             SmallVectorImpl<std::string> &names) {
  SmallVector<int64_t> sizes;
  if (parser.parseKeyword("dims") ||
      parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            std::string name;
            int64_t size = ShapedType::kDynamic;
            if (parser.parseKeywordOrString(&name) || parser.parseEqual())
              return failure();
            if (failed(parser.parseOptionalQuestion()) &&
                parser.parseInteger(size))
              return failure();
            names.push_back(name);
            sizes.push_back(size);
            return success();
          }))
    return failure();
  Builder &b = parser.getBuilder();
  SmallVector<Attribute> nameAttrs;
  for (const std::string &n : names)
    nameAttrs.push_back(b.getStringAttr(n));
  result.addAttribute("dim_names", b.getArrayAttr(nameAttrs));
  result.addAttribute("dim_sizes", b.getDenseI64ArrayAttr(sizes));
  return success();
}

static void printDims(OpAsmPrinter &p, ArrayAttr names,
                      ArrayRef<int64_t> sizes) {
  p << " dims [";
  llvm::interleaveComma(llvm::zip(names, sizes), p, [&](auto pair) {
    p.printKeywordOrString(cast<StringAttr>(std::get<0>(pair)).getValue());
    p << " = ";
    if (ShapedType::isDynamic(std::get<1>(pair)))
      p << "?";
    else
      p << std::get<1>(pair);
  });
  p << "]";
}

/// Parses `ins(%a, %b : t1, t2) maps [...]` (ins optional) and resolves the
/// operands.
static ParseResult parseInsAndMaps(OpAsmParser &parser,
                                   OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> types;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("ins"))) {
    if (parser.parseLParen() || parser.parseOperandList(operands) ||
        parser.parseColonTypeList(types) || parser.parseRParen())
      return failure();
  }
  if (parser.resolveOperands(operands, types, loc, result.operands))
    return failure();
  ArrayAttr maps;
  if (parser.parseKeyword("maps") || parser.parseAttribute(maps))
    return failure();
  result.addAttribute("indexing_maps", maps);
  return success();
}

static void printInsAndMaps(OpAsmPrinter &p, ValueRange inputs,
                            ArrayAttr maps) {
  if (!inputs.empty()) {
    p << " ins(" << inputs << " : ";
    llvm::interleaveComma(inputs.getTypes(), p);
    p << ")";
  }
  p << " maps ";
  p.printAttribute(maps);
}

/// Parses the monoid attribute and checks it implements the interface.
static ParseResult parseMonoid(OpAsmParser &parser, OperationState &result) {
  Attribute monoid;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseAttribute(monoid))
    return failure();
  if (!isa<MonoidAttrInterface>(monoid))
    return parser.emitError(loc, "expected a monoid attribute (#fuse.add, "
                                 "#fuse.max, #fuse.softmax, "
                                 "#fuse.weighted_softmax), got ")
           << monoid;
  result.addAttribute("monoid", monoid);
  return success();
}

/// Parses `attributes {...}` and the body region.
static ParseResult parseBody(OpAsmParser &parser, OperationState &result) {
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  return parser.parseRegion(*body, /*arguments=*/{});
}

/// Verifies names/sizes of the iteration dimensions.
static LogicalResult verifyDims(Operation *op, ArrayAttr names,
                                ArrayRef<int64_t> sizes) {
  if (names.size() != sizes.size())
    return op->emitOpError("has ") << names.size() << " dimension names but "
                                   << sizes.size() << " sizes";
  llvm::StringSet<> seen;
  for (auto [name, size] : llvm::zip(names, sizes)) {
    StringRef n = cast<StringAttr>(name).getValue();
    if (!seen.insert(n).second)
      return op->emitOpError("dimension '") << n << "' is named twice";
    if (size <= 0 && !ShapedType::isDynamic(size))
      return op->emitOpError("dimension '")
             << n << "' must have a positive size, got " << size;
  }
  return success();
}

/// The value of `e` with every dim d at `corner ? sizes[d] - 1 : 0`, or
/// nullopt when a dim it reads has a dynamic size.
static std::optional<int64_t> valueAtCorner(AffineExpr e,
                                            ArrayRef<int64_t> sizes,
                                            bool corner) {
  SmallVector<AffineExpr> repl;
  for (auto [d, size] : llvm::enumerate(sizes)) {
    if (ShapedType::isDynamic(size) && e.isFunctionOfDim(d))
      return std::nullopt;
    repl.push_back(getAffineConstantExpr(
        corner && !ShapedType::isDynamic(size) ? size - 1 : 0,
        e.getContext()));
  }
  auto c = dyn_cast<AffineConstantExpr>(
      simplifyAffineExpr(e.replaceDims(repl), sizes.size(), 0));
  if (!c)
    return std::nullopt;
  return c.getValue();
}

/// Verifies one affine map per input over `sizes`: map arity, result count
/// equal to the input's rank, and indices inside the input. A dimension read
/// directly may be shorter than the input's extent (a window of the input:
/// an imported tensor.extract_slice), never longer; an index computed by an
/// expression (`d0 + 128`, `d0 floordiv 4`) must lie inside the extent
/// where the sizes are static.
static LogicalResult verifyInputMaps(Operation *op, ValueRange inputs,
                                     ArrayAttr maps, ArrayRef<int64_t> sizes,
                                     ArrayRef<StringRef> names) {
  if (maps.size() != inputs.size())
    return op->emitOpError("expected ")
           << inputs.size() << " indexing map(s), one per input, got "
           << maps.size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(inputs, maps))) {
    auto [in, attr] = pair;
    auto mapAttr = dyn_cast<AffineMapAttr>(attr);
    if (!mapAttr)
      return op->emitOpError("indexing map #") << i << " is not an affine map";
    AffineMap map = mapAttr.getValue();
    auto ty = cast<RankedTensorType>(in.getType());
    if (map.getNumDims() != sizes.size() || map.getNumSymbols() != 0)
      return op->emitOpError("indexing map #")
             << i << " must have " << sizes.size()
             << " dimensions and no symbols, got " << mapAttr;
    if (isa<AggregateOp>(op) && isGatheredInput(map, ty))
      continue;
    if (map.getNumResults() != ty.getRank())
      return op->emitOpError("indexing map #")
             << i << " has " << map.getNumResults()
             << " results but input #" << i << " has rank " << ty.getRank();
    for (auto [r, expr] : llvm::enumerate(map.getResults())) {
      auto dimExpr = dyn_cast<AffineDimExpr>(expr);
      int64_t extent = ty.getDimSize(r);
      if (!dimExpr) {
        // The first and the last point of the iteration space (exact, so a
        // map that is in bounds is never refused; a slice offset past the
        // end shows at the last point).
        for (bool corner : {false, true}) {
          std::optional<int64_t> at = valueAtCorner(expr, sizes, corner);
          if (at && (*at < 0 ||
                     (!ShapedType::isDynamic(extent) && *at >= extent)))
            return op->emitOpError("input #")
                   << i << " dimension " << r << " has size " << extent
                   << " but indexing map #" << i << " reads it at index "
                   << *at << " (at the " << (corner ? "last" : "first")
                   << " point of the iteration space)";
        }
        continue;
      }
      int64_t size = sizes[dimExpr.getPosition()];
      if (!extentsAgree(extent, size) &&
          !(!ShapedType::isDynamic(size) && !ShapedType::isDynamic(extent) &&
            size < extent))
        return op->emitOpError("input #")
               << i << " dimension " << r << " has size " << extent
               << " but iteration dimension '"
               << names[dimExpr.getPosition()] << "' has size " << size;
    }
  }
  return success();
}

static SmallVector<StringRef> nameList(ArrayAttr names) {
  return llvm::to_vector(llvm::map_range(
      names, [](Attribute a) { return cast<StringAttr>(a).getValue(); }));
}

//===----------------------------------------------------------------------===//
// AggregateOp
//===----------------------------------------------------------------------===//

void AggregateOp::build(OpBuilder &b, OperationState &state,
                        TypeRange resultTypes, Attribute monoid,
                        ArrayRef<StringRef> dimNames,
                        ArrayRef<int64_t> dimSizes,
                        ArrayRef<int64_t> reduceDims, ValueRange inputs,
                        ArrayRef<AffineMap> maps) {
  state.addOperands(inputs);
  state.addTypes(resultTypes);
  state.addAttribute("monoid", monoid);
  state.addAttribute("dim_names", b.getStrArrayAttr(dimNames));
  state.addAttribute("dim_sizes", b.getDenseI64ArrayAttr(dimSizes));
  state.addAttribute("reduce_dims", b.getDenseI64ArrayAttr(reduceDims));
  state.addAttribute("indexing_maps", b.getAffineMapArrayAttr(maps));
  Region *body = state.addRegion();
  Block *block = new Block();
  for (auto [in, map] : llvm::zip(inputs, maps))
    block->addArgument(isGatheredInput(map, in.getType())
                           ? in.getType()
                           : cast<ShapedType>(in.getType()).getElementType(),
                       state.location);
  body->push_back(block);
}

bool AggregateOp::isReduced(int64_t dim) {
  return llvm::is_contained(getReduceDims(), dim);
}

int64_t AggregateOp::getDimPosition(StringRef name) {
  for (auto [i, n] : llvm::enumerate(getDimNames()))
    if (cast<StringAttr>(n).getValue() == name)
      return i;
  return -1;
}

ParseResult AggregateOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<std::string> names;
  if (parseMonoid(parser, result) || parseDims(parser, result, names) || parser.parseKeyword("reduce"))
    return failure();
  SmallVector<int64_t> reduce;
  if (parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            std::string name;
            llvm::SMLoc loc = parser.getCurrentLocation();
            if (parser.parseKeywordOrString(&name))
              return failure();
            auto it = llvm::find(names, name);
            if (it == names.end())
              return parser.emitError(loc, "reduced dimension '")
                     << name << "' is not one of the dims";
            reduce.push_back(it - names.begin());
            return success();
          }))
    return failure();
  result.addAttribute("reduce_dims",
                      parser.getBuilder().getDenseI64ArrayAttr(reduce));
  SmallVector<Type> resultTypes;
  if (parseInsAndMaps(parser, result) || parser.parseArrow() ||
      parser.parseTypeList(resultTypes))
    return failure();
  result.addTypes(resultTypes);
  return parseBody(parser, result);
}

void AggregateOp::print(OpAsmPrinter &p) {
  p << " ";
  p.printAttribute(getMonoid());
  printDims(p, getDimNames(), getDimSizes());
  p << " reduce [";
  llvm::interleaveComma(getReduceDims(), p, [&](int64_t d) {
    p.printKeywordOrString(cast<StringAttr>(getDimNames()[d]).getValue());
  });
  p << "]";
  printInsAndMaps(p, getInputs(), getIndexingMaps());
  p << " -> ";
  llvm::interleaveComma(getResultTypes(), p);
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(), {"monoid", "dim_names", "dim_sizes", "reduce_dims",
                            "indexing_maps"});
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/true);
}

static LogicalResult verifySegments(AggregateOp op);

LogicalResult AggregateOp::verify() {
  ArrayRef<int64_t> sizes = getDimSizes();
  if (failed(verifyDims(*this, getDimNames(), sizes)))
    return failure();
  SmallVector<int64_t> kept;
  for (auto [i, d] : llvm::enumerate(getReduceDims())) {
    if (d < 0 || d >= static_cast<int64_t>(sizes.size()))
      return emitOpError("reduced dimension ") << d << " is out of range";
    if (i > 0 && getReduceDims()[i - 1] >= d)
      return emitOpError("reduced dimensions must be listed in increasing "
                         "order without repetition");
  }
  for (auto [d, size] : llvm::enumerate(sizes))
    if (!isReduced(d))
      kept.push_back(size);
  SmallVector<StringRef> names = nameList(getDimNames());
  if (failed(verifyInputMaps(*this, getInputs(), getIndexingMaps(), sizes,
                             names)))
    return failure();
  MonoidAttrInterface monoid = getMonoidAttr();
  if (getNumResults() != monoid.getNumState())
    return emitOpError("monoid #fuse.")
           << monoid.getMonoidName() << " has " << monoid.getNumState()
           << " state component(s), so the op must have that many results, "
              "got "
           << getNumResults();
  for (auto [i, ty] : llvm::enumerate(getResultTypes())) {
    auto rt = cast<RankedTensorType>(ty);
    // Integers (an index computation, a mask a program returns, a count,
    // an argmax's index) in #fuse.add and #fuse.max (signed).
    if (!isa<FloatType>(rt.getElementType()) &&
        !(isa<IntegerType>(rt.getElementType()) &&
          isa<AddMonoidAttr, MaxMonoidAttr>(monoid) && !getYieldsState()))
      return emitOpError("result #")
             << i << " must have a float element type (integers only in "
                     "#fuse.add and #fuse.max)";
    if (rt.getShape() != ArrayRef<int64_t>(kept))
      return emitOpError("result #")
             << i << " must have the shape of the kept dimensions ("
             << shapeStr(kept) << "), got " << shapeStr(rt.getShape());
  }
  return verifySegments(*this);
}

/// The segment attributes of `op` (see AggregateOp's description).
static LogicalResult verifySegments(AggregateOp op) {
  std::optional<int64_t> seg = op.getSegmentDim();
  if (seg.has_value() != op.getSegmentAlign().has_value())
    return op.emitOpError("segment_dim and segment_align go together");
  if (!seg)
    return success();
  ArrayRef<int64_t> sizes = op.getDimSizes();
  if (*seg < 0 || *seg >= static_cast<int64_t>(sizes.size()) ||
      op.isReduced(*seg))
    return op.emitOpError("segment_dim ")
           << *seg << " must name a kept dimension";
  if (ShapedType::isDynamic(sizes[*seg]) || sizes[*seg] < 1)
    return op.emitOpError("segment dimension '")
           << nameList(op.getDimNames())[*seg]
           << "' must have a static size";
  if (op.getReduceDims().size() != 1)
    return op.emitOpError(
        "a segmented aggregate reduces exactly one dimension");
  if (*op.getSegmentAlign() < 1)
    return op.emitOpError("segment_align must be positive");
  for (auto [i, m] : llvm::enumerate(op.getIndexingMaps()))
    if (cast<AffineMapAttr>(m).getValue().isFunctionOfDim(*seg))
      return op.emitOpError("input #")
             << i << " is read through the segment dimension; segments "
                "only partition the reduced dimension";
  return success();
}

int64_t AggregateOp::getSegmentLength(int64_t extent) {
  std::optional<int64_t> seg = getSegmentDim();
  if (!seg)
    return -1;
  int64_t count = getDimSizes()[*seg], align = *getSegmentAlign();
  int64_t per = (extent + count - 1) / count;
  return (per + align - 1) / align * align;
}

LogicalResult AggregateOp::verifyRegions() {
  Block &body = getBody().front();
  if (failed(verifyBodyArguments(*this, body, getInputs(), getIndexingMaps())) ||
      failed(verifyScalarBody(*this, body)))
    return failure();
  if (getYieldsState())
    return verifyYieldCount(*this, body, getMonoidAttr().getNumState(),
                            ("(a #fuse." + getMonoidAttr().getMonoidName() +
                             " state: yields_state)")
                                .str());
  return verifyYieldCount(*this, body, getMonoidAttr().getNumInputs(),
                          ("(the #fuse." + getMonoidAttr().getMonoidName() +
                           " element)")
                              .str());
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

/// Sizes of the iteration dimensions of the op whose body holds `op`, or
/// nullopt when `op` is not nested in a fuse body.
static std::optional<SmallVector<int64_t>>
enclosingIterationSizes(Operation *op) {
  Operation *parent = op->getParentOp();
  if (auto map = dyn_cast_or_null<MapOp>(parent))
    return llvm::to_vector(map.getResult().getType().getShape());
  if (auto agg = dyn_cast_or_null<AggregateOp>(parent))
    return llvm::to_vector(agg.getDimSizes());
  if (auto red = dyn_cast_or_null<ReduceOp>(parent)) {
    SmallVector<int64_t> sizes =
        enclosingIterationSizes(red).value_or(SmallVector<int64_t>());
    llvm::append_range(sizes, red.getDimSizes());
    return sizes;
  }
  return std::nullopt;
}

/// Number of iteration dimensions of the op whose body holds `op`, or -1.
static int64_t enclosingIterationRank(Operation *op) {
  std::optional<SmallVector<int64_t>> sizes = enclosingIterationSizes(op);
  return sizes ? static_cast<int64_t>(sizes->size()) : -1;
}

unsigned ReduceOp::getNumOuterDims() {
  int64_t rank = enclosingIterationRank(*this);
  return rank < 0 ? 0 : rank;
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<std::string> names;
  Type resultType;
  if (parseMonoid(parser, result) || parseDims(parser, result, names) || parseInsAndMaps(parser, result) ||
      parser.parseArrow() || parser.parseType(resultType))
    return failure();
  result.addTypes(resultType);
  return parseBody(parser, result);
}

void ReduceOp::print(OpAsmPrinter &p) {
  p << " ";
  p.printAttribute(getMonoid());
  printDims(p, getDimNames(), getDimSizes());
  printInsAndMaps(p, getInputs(), getIndexingMaps());
  p << " -> " << getResult().getType();
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {"monoid", "dim_names", "dim_sizes", "indexing_maps"});
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/true);
}

LogicalResult ReduceOp::verify() {
  std::optional<SmallVector<int64_t>> outerSizes =
      enclosingIterationSizes(*this);
  if (!outerSizes)
    return emitOpError("must be nested in the body of a fuse.map, "
                       "fuse.aggregate or fuse.reduce");
  int64_t outer = outerSizes->size();
  if (failed(verifyDims(*this, getDimNames(), getDimSizes())))
    return failure();
  MonoidAttrInterface monoid = getMonoidAttr();
  if (monoid.getNumState() != 1)
    return emitOpError("monoid #fuse.")
           << monoid.getMonoidName()
           << " has more than one state component; fuse.reduce needs a "
              "single-state monoid such as #fuse.add or #fuse.max";
  // Maps range over the enclosing dims, then our own.
  SmallVector<int64_t> sizes = *outerSizes;
  llvm::append_range(sizes, getDimSizes());
  SmallVector<StringRef> names(outer, "(enclosing)");
  llvm::append_range(names, nameList(getDimNames()));
  return verifyInputMaps(*this, getInputs(), getIndexingMaps(), sizes, names);
}

LogicalResult ReduceOp::verifyRegions() {
  Block &body = getBody().front();
  if (failed(verifyBodyArguments(*this, body, getInputs())) ||
      failed(verifyScalarBody(*this, body)))
    return failure();
  return verifyYieldCount(*this, body, getMonoidAttr().getNumInputs(),
                          ("(the #fuse." + getMonoidAttr().getMonoidName() +
                           " element)")
                              .str());
}

//===----------------------------------------------------------------------===//
// IndexOp
//===----------------------------------------------------------------------===//

LogicalResult IndexOp::verify() {
  Operation *body = (*this)->getParentOp();
  while (body && !isa<MapOp, AggregateOp, ReduceOp>(body))
    body = body->getParentOp();
  if (!body)
    return emitOpError("must be nested in the body of a fuse.map, "
                       "fuse.aggregate or fuse.reduce");
  int64_t rank;
  if (auto map = dyn_cast<MapOp>(body))
    rank = map.getResult().getType().getRank();
  else if (auto agg = dyn_cast<AggregateOp>(body))
    rank = agg.getDimSizes().size();
  else
    rank = enclosingIterationRank(body) +
           cast<ReduceOp>(body).getDimSizes().size();
  if (static_cast<int64_t>(getDim()) >= rank)
    return emitOpError("dimension ")
           << getDim() << " is out of range: the enclosing "
           << body->getName() << " iterates over " << rank
           << " dimension(s)";
  return success();
}
