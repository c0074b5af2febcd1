//===- AggregateKernel.cpp - untiled kernel for any fuse.aggregate --------===//
//
// One thread per kept point of the iteration space; it folds the monoid over
// the reduced dimensions in registers (identity, embed, combine) and stores
// the state. Nested fuse.reduce ops become inner loops. An elementwise op of
// many points gives each thread four, so that their loads are in flight
// together. A long reduction of
// f32 states takes a warp per kept point instead (`warp_reduce`): lane l
// folds the innermost reduced points l, l + 32, ... (coalesced where that
// dimension is contiguous) and five butterfly shuffles combine the 32
// partial states with the monoid's own combine. Every aggregate the
// rewrites produce -- matmuls, softmax statistics, normalization, and
// attention's online-softmax aggregate with q . k_j computed in its body --
// therefore has a correct (if untiled) kernel; tiled tensor-core kernels
// specialize this.
//
//===----------------------------------------------------------------------===//

#include "fusec/Conversion/FuseToGPU/KernelBuilders.h"
#include "BodyEmitter.h"
#include "KernelConfigs.h"
#include "KernelGenerator.h"
#include "fusec/Transforms/AggregateUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::fuse;

static bool warpReducible(AggregateOp op);
/// The side of the tiled_transpose kernel's square tiles.
static constexpr int64_t kTransposeTile = 32;
static std::optional<std::pair<int64_t, int64_t>>
transposedDims(AggregateOp op);

FailureOr<UntiledConfigAttr> mlir::fuse::untiledConfig(AggregateOp op,
                                                       StringRef strategy) {
  auto attr = op->getAttrOfType<UntiledConfigAttr>(kKernelConfigAttrName);
  if (!attr) {
    if (Attribute other = op->getAttr(kKernelConfigAttrName))
      return op.emitOpError("'")
             << kKernelConfigAttrName
             << "' must be a #fuse.untiled_config (no tiled generator takes "
                "this aggregate), got "
             << other;
    return UntiledConfigAttr::get(op.getContext(), strategy,
                                  strategy == "tiled_transpose"
                                      ? kTransposeThreads
                                      : kUntiledThreads);
  }
  StringRef s = attr.getStrategy();
  if (s != "untiled" && s != "warp_reduce" && s != "split_k_combine" &&
      s != "split_kv_combine" && s != "tiled_transpose")
    return op.emitOpError("kernel config ")
           << attr
           << " has an unknown strategy (expected untiled, warp_reduce, "
              "tiled_transpose, split_k_combine or split_kv_combine)";
  if (s == "warp_reduce" && !warpReducible(op))
    return op.emitOpError("kernel config ")
           << attr
           << " needs a reduction of static sizes into f32 states of "
              "#fuse.add, #fuse.max or #fuse.softmax (the shuffles move "
              "32-bit values) with no nested fuse.reduce";
  if (s == "tiled_transpose" && !transposedDims(op))
    return op.emitOpError("kernel config ")
           << attr
           << " needs an elementwise op of static sizes (at least 32 along "
              "its last dim) with an input read along another dim of 32 or "
              "more as its last index, and integer or float results";
  if (s == "tiled_transpose" && attr.getThreads() != kTransposeThreads)
    return op.emitOpError("kernel config ")
           << attr << " must have " << kTransposeThreads
           << " threads (32 x 32 tiles, 8 rows at a time)";
  int64_t threads = attr.getThreads();
  if (threads < 32 || threads > 1024 || threads % 32 != 0)
    return op.emitOpError("kernel config ")
           << attr << " must have a multiple of 32 threads from 32 to 1024";
  return attr;
}

/// Whether a warp can take each kept point of `op`: static sizes, a reduced
/// dimension, f32 states of #fuse.add, #fuse.max or #fuse.softmax, no
/// nested fuse.reduce. (The weighted softmax and a fused chain the
/// tensor-core generators do not take stay the kernel the planner prices,
/// untiledChainKernelTime's one thread per output.)
static bool warpReducible(AggregateOp op) {
  return !hasNestedReduce(op) &&
         isa<AddMonoidAttr, MaxMonoidAttr, SoftmaxMonoidAttr>(op.getMonoid()) &&
         !op.getReduceDims().empty() &&
         llvm::none_of(op.getDimSizes(), ShapedType::isDynamic) &&
         llvm::all_of(op.getResultTypes(), [](Type t) {
           return cast<ShapedType>(t).getElementType().isF32();
         });
}

/// Tensors a body reads through nested fuse.reduce ops, in first-use order.
static SmallVector<Value> capturedTensors(AggregateOp op) {
  SmallVector<Value> captured;
  op.getBody().walk([&](ReduceOp reduce) {
    for (Value in : reduce.getInputs())
      if (!llvm::is_contained(captured, in) &&
          !op.getBody().isAncestor(in.getParentRegion()))
        captured.push_back(in);
  });
  return captured;
}

SmallVector<Value> mlir::fuse::aggregateKernelOperands(AggregateOp op) {
  SmallVector<Value> operands(op.getInputs());
  for (Value v : capturedTensors(op))
    if (!llvm::is_contained(operands, v))
      operands.push_back(v);
  return operands;
}

/// Points an elementwise kernel needs before each thread takes several:
/// about four per thread of a full H100 / H200 (132 SMs x 2048 threads).
static constexpr int64_t kManyPoints = int64_t(1) << 20;
/// Points per thread of such a kernel: 16 bytes of f32 loads in flight for
/// each input.
static constexpr int64_t kPointsPerThread = 4;

/// The output points each thread of `op`'s untiled kernel computes: an
/// elementwise op over many points gives each kPointsPerThread of them, a
/// block's worth apart (coalesced for each): their loads issue together,
/// so that enough bytes are in flight to reach the memory's bandwidth (one
/// 4-byte load per thread reaches about a quarter of it).
static int64_t pointsPerThread(AggregateOp op, bool warp) {
  int64_t points = 1;
  for (auto [d, size] : llvm::enumerate(op.getDimSizes())) {
    if (op.isReduced(d) || ShapedType::isDynamic(size))
      return 1;
    points *= size;
  }
  return !warp && points >= kManyPoints ? kPointsPerThread : 1;
}

/// The tiled_transpose kernel's body (transposedDims): block t takes the
/// 32 x 32 tile of (c, o) its index names, at one point of the other dims.
/// Its 8 warps compute the tile's outputs with lanes along c, 8 rows of o
/// at a time (the transposed input's loads coalesced), into a shared tile
/// [o][c] padded to 33 columns (no bank conflicts either way); after a
/// barrier they store it with lanes along o (the outputs' stores
/// coalesced). Points past the edge are computed at clamped indices and
/// not stored.
static FailureOr<KernelLaunch> buildTransposeKernel(
    OpBuilder &b, Location loc, AggregateOp op, gpu::GPUFuncOp fn,
    ArrayRef<Value> results,
    llvm::function_ref<SmallVector<Value>(ArrayRef<Value>)> compute) {
  auto [c, o] = *transposedDims(op);
  ArrayRef<int64_t> sizes = op.getDimSizes();
  const int64_t tile = kTransposeTile;
  const int64_t rows = kTransposeThreads / tile;
  // Each op's constant is built before it (an order C++ argument
  // evaluation would leave unspecified).
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  auto rem = [&](Value x, int64_t m) -> Value {
    Value k = cst(m);
    return arith::RemUIOp::create(b, loc, x, k);
  };
  auto div = [&](Value x, int64_t m) -> Value {
    Value k = cst(m);
    return arith::DivUIOp::create(b, loc, x, k);
  };
  auto mul = [&](Value x, int64_t m) -> Value {
    Value k = cst(m);
    return arith::MulIOp::create(b, loc, x, k);
  };
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddIOp::create(b, loc, x, y);
  };
  auto clamp = [&](Value x, int64_t size) -> Value {
    Value last = cst(size - 1);
    return arith::MinUIOp::create(b, loc, x, last);
  };
  auto below = [&](Value x, int64_t size) -> Value {
    Value k = cst(size);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, k);
  };
  SmallVector<Value> shared;
  for (Value r : results)
    shared.push_back(fn.addWorkgroupAttribution(
        MemRefType::get({tile, tile + 1},
                        cast<MemRefType>(r.getType()).getElementType(),
                        AffineMap(),
                        gpu::AddressSpaceAttr::get(
                            b.getContext(), gpu::AddressSpace::Workgroup)),
        loc));
  // The block's tile: o's tile fastest, then c's, then the other dims
  // (last fastest).
  const int64_t oTiles = llvm::divideCeil(sizes[o], tile);
  const int64_t cTiles = llvm::divideCeil(sizes[c], tile);
  Value block = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value oBase = mul(rem(block, oTiles), tile);
  block = div(block, oTiles);
  Value cBase = mul(rem(block, cTiles), tile);
  block = div(block, cTiles);
  SmallVector<Value> ivs(sizes.size());
  int64_t others = 1;
  for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
    if (d == c || d == o)
      continue;
    ivs[d] = rem(block, sizes[d]);
    block = div(block, sizes[d]);
    others *= sizes[d];
  }
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value lane = rem(tid, tile);
  Value row = div(tid, tile);
  for (int64_t r = 0; r < tile; r += rows) {
    Value oLocal = add(row, cst(r));
    ivs[c] = clamp(add(cBase, lane), sizes[c]);
    ivs[o] = clamp(add(oBase, oLocal), sizes[o]);
    SmallVector<Value> state = compute(ivs);
    for (auto [v, tileMem] : llvm::zip(state, shared))
      memref::StoreOp::create(b, loc, v, tileMem, ValueRange{oLocal, lane});
  }
  gpu::BarrierOp::create(b, loc);
  for (int64_t r = 0; r < tile; r += rows) {
    Value cLocal = add(row, cst(r));
    ivs[c] = add(cBase, cLocal);
    ivs[o] = add(oBase, lane);
    Value cIn = below(ivs[c], sizes[c]);
    Value oIn = below(ivs[o], sizes[o]);
    Value inRange = arith::AndIOp::create(b, loc, cIn, oIn);
    OpBuilder::InsertionGuard guard(b);
    auto store = scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false);
    b.setInsertionPointToStart(store.thenBlock());
    for (auto [tileMem, out] : llvm::zip(shared, results)) {
      Value v = memref::LoadOp::create(b, loc, tileMem,
                                       ValueRange{lane, cLocal});
      memref::StoreOp::create(b, loc, v, out, ivs);
    }
  }
  gpu::ReturnOp::create(b, loc);
  KernelLaunch launch;
  launch.grid = {oTiles * cTiles * others, 1, 1};
  launch.block = {kTransposeThreads, 1, 1};
  return launch;
}

FailureOr<KernelLaunch>
mlir::fuse::buildAggregateKernel(gpu::GPUModuleOp kernels, StringRef name,
                                 AggregateOp op, ArrayRef<Value> operands,
                                 const KernelSignature &sig,
                                 AggregateOp epilogue) {
  if (op.getSegmentDim())
    return op.emitOpError(
        "is a segmented reduction (segment_dim), which only the tensor-core "
        "online-softmax generator builds");
  // Threads per block: the aggregate's fuse.kernel_config, else the default.
  FailureOr<UntiledConfigAttr> config = untiledConfig(op);
  if (failed(config))
    return failure();
  const int64_t threads = config->getThreads();
  const bool warp = config->getStrategy() == "warp_reduce";
  Location loc = op.getLoc();
  OpBuilder b(op.getContext());
  KernelFrame frame = beginKernel(b, kernels, loc, name, operands, sig);
  llvm::DenseMap<Value, Value> &memrefOf = frame.memrefOf;
  SmallVector<Value> results = frame.results;

  SmallVector<int64_t> keptSizes, reducedSizes;
  for (auto [d, size] : llvm::enumerate(op.getDimSizes())) {
    if (op.isReduced(d))
      reducedSizes.push_back(size);
    else
      keptSizes.push_back(size);
  }
  int64_t points = 1;
  for (int64_t s : keptSizes)
    points *= s;

  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  const int64_t perThread = pointsPerThread(op, warp);
  // A warp_reduce kernel's lane (set below).
  Value lane;

  // The kept indices of point `linear` (last fastest).
  auto keptIndices = [&](Value linear) {
    SmallVector<Value> kept(keptSizes.size());
    for (int i = static_cast<int>(keptSizes.size()) - 1; i >= 0; --i) {
      kept[i] = arith::RemUIOp::create(b, loc, linear, cst(keptSizes[i]));
      linear = arith::DivUIOp::create(b, loc, linear, cst(keptSizes[i]));
    }
    return kept;
  };

  MonoidAttrInterface monoid = op.getMonoidAttr();
  SmallVector<Type> stateTypes = llvm::to_vector(llvm::map_range(
      op.getResultTypes(),
      [](Type t) { return cast<ShapedType>(t).getElementType(); }));
  BodyEmitter emitter(b, loc);
  // The state (or the epilogue's element) at the kept indices `kept`.
  auto compute = [&](ArrayRef<Value> kept) {
    SmallVector<Value> init = monoid.buildIdentity(b, loc, stateTypes);
    // Iteration order: the reduced dims are looped; the full index vector
    // is rebuilt in the op's dimension order at each point.
    SmallVector<Value> state = emitter.fold(
        monoid, reducedSizes, init, {}, [&](ValueRange reducedIvs) {
          SmallVector<Value> ivs;
          unsigned k = 0, r = 0;
          for (int64_t d = 0, e = op.getDimSizes().size(); d < e; ++d)
            ivs.push_back(op.isReduced(d) ? reducedIvs[r++] : kept[k++]);
          SmallVector<Value> args;
          for (auto [in, m] : llvm::zip(op.getInputs(), op.getIndexingMaps()))
            args.push_back(emitter.load(
                memrefOf.lookup(in), cast<AffineMapAttr>(m).getValue(), ivs));
          return emitter.emit(op.getBody().front(), args, ivs, memrefOf);
        },
        op.getYieldsState(), lane);
    if (warp) {
      for (int32_t offset = 16; offset >= 1; offset /= 2) {
        SmallVector<Value> other;
        for (Value v : state)
          other.push_back(gpu::ShuffleOp::create(b, loc, v, offset,
                                                 /*width=*/32,
                                                 gpu::ShuffleMode::XOR)
                              .getShuffleResult());
        state = monoid.buildCombine(b, loc, state, other);
      }
    }
    if (epilogue) {
      // The epilogue reads the state components in its input order.
      SmallVector<Value> args = llvm::to_vector(
          llvm::map_range(epilogue.getInputs(), [&](Value in) {
            return state[cast<OpResult>(in).getResultNumber()];
          }));
      SmallVector<Value> element =
          emitter.emit(epilogue.getBody().front(), args, kept, memrefOf);
      Type elt =
          cast<ShapedType>(epilogue.getResult(0).getType()).getElementType();
      state = epilogue.getMonoidAttr().buildEmbed(b, loc, element, elt);
    }
    return state;
  };
  // Stores `state` at `kept` where `cond` holds.
  auto storeIf = [&](Value cond, ArrayRef<Value> state,
                     ArrayRef<Value> kept) {
    OpBuilder::InsertionGuard guard(b);
    auto store = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    b.setInsertionPointToStart(store.thenBlock());
    for (auto [v, out] : llvm::zip(state, results))
      memref::StoreOp::create(b, loc, v, out, kept);
  };

  if (config->getStrategy() == "tiled_transpose")
    return buildTransposeKernel(b, loc, op, frame.fn, results, compute);
  Value tid = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc,
                            gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
                            cst(threads * perThread)),
      gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x));
  // The kept point: the thread's, or its warp's (whole warps are in or out
  // of range, so every shuffle has its 32 lanes).
  if (warp) {
    lane = arith::RemUIOp::create(b, loc, tid, cst(32));
    tid = arith::DivUIOp::create(b, loc, tid, cst(32));
  }
  if (perThread > 1) {
    // Every point computed at an index clamped into range (its loads need no
    // branch and issue together), stored only where in range.
    SmallVector<Value> inRange;
    SmallVector<SmallVector<Value>> kept, states;
    for (int64_t e = 0; e < perThread; ++e) {
      Value point = arith::AddIOp::create(b, loc, tid, cst(e * threads));
      inRange.push_back(arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ult, point, cst(points)));
      kept.push_back(keptIndices(
          arith::MinUIOp::create(b, loc, point, cst(points - 1))));
      states.push_back(compute(kept.back()));
    }
    for (int64_t e = 0; e < perThread; ++e)
      storeIf(inRange[e], states[e], kept[e]);
    gpu::ReturnOp::create(b, loc);
  } else {
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          tid, cst(points));
    auto ifOp = scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false);
    gpu::ReturnOp::create(b, loc);
    b.setInsertionPointToStart(ifOp.thenBlock());
    SmallVector<Value> kept = keptIndices(tid);
    SmallVector<Value> state = compute(kept);
    if (warp) {
      // Every lane holds the whole state; lane 0 writes it.
      storeIf(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                                    cst(0)),
              state, kept);
    } else {
      for (auto [v, out] : llvm::zip(state, results))
        memref::StoreOp::create(b, loc, v, out, kept);
    }
  }

  KernelLaunch launch;
  int64_t perBlock = warp ? threads / 32 : threads * perThread;
  launch.grid = {(points + perBlock - 1) / perBlock, 1, 1};
  launch.block = {threads, 1, 1};
  return launch;
}

/// The dims (c, o) of an elementwise `op` whose outputs a tiled_transpose
/// kernel stages through shared memory: o is its last dim, along which the
/// outputs are contiguous; c is the last index of the largest input that
/// reads both, along which that input is contiguous. One thread per output
/// makes the lanes of a warp read that input a row apart (a sector per
/// lane); computed along c and stored along o, both are coalesced. None
/// when `op` reduces, has a dynamic or short (< 32) c or o, or a result
/// that is not an integer or float of 8 to 64 bits.
static std::optional<std::pair<int64_t, int64_t>>
transposedDims(AggregateOp op) {
  ArrayRef<int64_t> sizes = op.getDimSizes();
  if (!op.getReduceDims().empty() || op.getSegmentDim() ||
      hasNestedReduce(op) || sizes.size() < 2 ||
      llvm::any_of(sizes, ShapedType::isDynamic))
    return std::nullopt;
  if (!llvm::all_of(op.getResultTypes(), [](Type t) {
        Type e = cast<ShapedType>(t).getElementType();
        return e.isIntOrFloat() && e.getIntOrFloatBitWidth() >= 8 &&
               e.getIntOrFloatBitWidth() <= 64;
      }))
    return std::nullopt;
  const int64_t o = static_cast<int64_t>(sizes.size()) - 1;
  if (sizes[o] < kTransposeTile)
    return std::nullopt;
  std::optional<int64_t> c;
  int64_t largest = 0;
  for (unsigned i = 0, e = op.getInputs().size(); i < e; ++i) {
    AffineMap map = indexingMap(op, i);
    auto type = dyn_cast<RankedTensorType>(op.getInputs()[i].getType());
    if (!type || !type.hasStaticShape() || map.getNumResults() == 0 ||
        !map.isFunctionOfDim(o))
      continue;
    auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!last || static_cast<int64_t>(last.getPosition()) == o ||
        sizes[last.getPosition()] < kTransposeTile ||
        llvm::any_of(map.getResults().drop_back(), [&](AffineExpr r) {
          return r.isFunctionOfDim(last.getPosition());
        }))
      continue;
    if (type.getNumElements() > largest) {
      largest = type.getNumElements();
      c = last.getPosition();
    }
  }
  if (!c)
    return std::nullopt;
  return std::make_pair(*c, o);
}

/// Whether every input of `op` that reads dimension `dim` reads it as its
/// last index alone: a warp's lanes, on consecutive points of `dim`, then
/// read consecutive elements. (A contraction left off the tensor cores
/// reads one operand along k with a stride; one thread per output, adjacent
/// threads on adjacent columns, reads it coalesced and is faster: 5.7-7.5x
/// on test/fusec/Inputs/gemm-layouts.mlir's, H200.)
static bool readsContiguously(AggregateOp op, int64_t dim) {
  for (unsigned i = 0, e = op.getInputs().size(); i < e; ++i) {
    AffineMap map = indexingMap(op, i);
    if (!map.isFunctionOfDim(dim))
      continue;
    ArrayRef<AffineExpr> results = map.getResults();
    auto last = dyn_cast<AffineDimExpr>(results.back());
    if (!last || last.getPosition() != dim ||
        llvm::any_of(results.drop_back(), [&](AffineExpr r) {
          return r.isFunctionOfDim(dim);
        }))
      return false;
  }
  return true;
}

/// Innermost reduced extents from which a warp per kept point pays: below
/// it most lanes would idle.
static constexpr int64_t kMinWarpReduceExtent = 64;

/// The untiled kernel's name for what `op` computes: the sum over the
/// splits of a split-k's partial GEMMs, the fold of a split-KV's segment
/// states, a long f32 reduction a warp takes per point, or a plain untiled
/// aggregate.
static StringRef untiledStrategy(AggregateOp op) {
  bool longReduction = false;
  if (warpReducible(op)) {
    int64_t inner = *llvm::max_element(op.getReduceDims());
    longReduction = op.getDimSizes()[inner] >= kMinWarpReduceExtent &&
                    readsContiguously(op, inner);
  }
  StringRef plain = longReduction       ? "warp_reduce"
                    : transposedDims(op) ? "tiled_transpose"
                                         : "untiled";
  if (op.getInputs().size() != 1 || op.getReduceDims().size() != 1)
    return plain;
  auto producer = op.getInputs()[0].getDefiningOp<AggregateOp>();
  if (!producer)
    return plain;
  if (op.getYieldsState() && producer.getSegmentDim())
    return "split_kv_combine";
  if (isa<AddMonoidAttr>(op.getMonoid()) && op.getReduceDims()[0] == 0 &&
      splitKSplits(producer) > 1 &&
      op.getDimSizes()[0] == splitKSplits(producer))
    return "split_k_combine";
  return plain;
}

namespace {
/// Any aggregate the tensor-core generators do not take.
struct AggregateGenerator : KernelGenerator {
  StringRef name() const override { return "untiled"; }

  bool matches(Operation *op, const TensorCoreTarget &) const override {
    return isa<AggregateOp>(op);
  }

  LogicalResult selectConfig(const KernelGroup &group, const TensorCoreTarget &,
                             KernelRecordAttr &record) const override {
    auto op = cast<AggregateOp>(group.op);
    // Only the online-softmax generator builds a segmented reduction:
    // convert-fuse-to-gpu says so, located.
    if (op.getSegmentDim())
      return success();
    FailureOr<UntiledConfigAttr> attr = untiledConfig(op, untiledStrategy(op));
    if (failed(attr))
      return failure();
    op->setAttr(kKernelConfigAttrName, *attr);
    // A contraction or an online softmax left to this kernel: what kept it
    // off tensor cores.
    std::string why = whyNotTensorCoreContraction(op);
    if (why.empty())
      why = whyNotTensorCoreOnlineSoftmax(op);
    int64_t perThread =
        pointsPerThread(op, attr->getStrategy() == "warp_reduce");
    std::string structure =
        perThread > 1 ? llvm::formatv("{0} output points per thread, a "
                                      "block's worth apart",
                                      perThread)
                            .str()
                      : "";
    if (attr->getStrategy() == "tiled_transpose") {
      auto [c, o] = *transposedDims(op);
      structure = llvm::formatv("{2} x {2} tiles of (d{0}, d{1}) staged "
                                "through shared memory: computed along d{0} "
                                "(the transposed input's contiguous axis), "
                                "stored along d{1}",
                                c, o, kTransposeTile)
                      .str();
    }
    record = KernelRecordAttr::get(
        op.getContext(), locationString(op.getLoc()), functionNameOf(op),
        *attr, /*segments=*/0, /*fold=*/"", /*planned_tile=*/{}, why,
        structure, /*precision=*/"");
    return success();
  }

  FailureOr<KernelLaunch> emit(gpu::GPUModuleOp kernels, StringRef name,
                               const KernelGroup &group,
                               const KernelSignature &sig,
                               const TensorCoreTarget &) const override {
    return buildAggregateKernel(kernels, name, cast<AggregateOp>(group.op),
                                group.inputs, sig, group.epilogue);
  }
};
} // namespace

std::unique_ptr<KernelGenerator> mlir::fuse::createAggregateGenerator() {
  return std::make_unique<AggregateGenerator>();
}
