//===- FuseOps.td - fuse dialect operations ----------------*- tablegen -*-===//
//
// Surface ops (matmul, softmax, map) and the generic monoid aggregate.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_DIALECT_FUSE_IR_FUSEOPS_TD
#define FUSEC_DIALECT_FUSE_IR_FUSEOPS_TD

include "fusec/Dialect/Fuse/IR/FuseBase.td"
include "fusec/Dialect/Fuse/IR/FuseAttrs.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Fuse_FloatTensor : RankedTensorOf<[AnyFloat]>;

//===----------------------------------------------------------------------===//
// Surface ops
//===----------------------------------------------------------------------===//

def Fuse_MatmulOp : Fuse_Op<"matmul", [Pure]> {
  let summary = "batched matrix multiply with broadcasting, transposes, scale";
  let description = [{
    `result[..., i, j] = scale * sum_k lhs[..., i, k] * rhs[..., k, j]`.

    Operands have rank >= 2. The leading (batch) dimensions broadcast
    numpy-style (right-aligned; a size-1 or missing dimension broadcasts).
    `transpose_lhs` reads `lhs` as `[..., K, M]`, `transpose_rhs` reads `rhs`
    as `[..., N, K]`. Accumulation is in the result's element type or wider;
    the result element type may differ from the operands' (e.g. bf16 inputs,
    f32 result).

    ```mlir
    // Attention logits: Q [B, H, N, d] times K^T, K [B, 1, N, d] shared by
    // all heads (multi-query), scaled by 1/sqrt(d).
    %s = fuse.matmul %q, %k transpose_rhs scale 0.125
        : tensor<2x8x128x64xbf16>, tensor<2x1x128x64xbf16>
        -> tensor<2x8x128x128xf32>
    ```
  }];
  let arguments = (ins Fuse_FloatTensor:$lhs, Fuse_FloatTensor:$rhs,
                   UnitAttr:$transpose_lhs, UnitAttr:$transpose_rhs,
                   OptionalAttr<F64Attr>:$scale);
  let results = (outs Fuse_FloatTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`transpose_lhs` $transpose_lhs^)?
    (`transpose_rhs` $transpose_rhs^)? (`scale` $scale^)? attr-dict
    `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Returns the scale factor (1.0 when absent).
    double getScaleValue() { return getScale() ? getScale()->convertToDouble() : 1.0; }
  }];
}

def Fuse_SoftmaxOp : Fuse_Op<"softmax", [Pure,
    AllTypesMatch<["input", "result"]>]> {
  let summary = "softmax over one axis";
  let description = [{
    `result[..., i, ...] = exp(x_i) / sum_j exp(x_j)` along `axis`, computed
    safely (the maximum is subtracted). A slice that is entirely `-inf`
    yields 0, not NaN. `fuse-softmax-to-monoid` rewrites it into aggregates in
    the `#fuse.softmax` monoid.

    ```mlir
    %p = fuse.softmax %s axis = 3 : tensor<2x8x128x128xf32>
    ```
  }];
  let arguments = (ins Fuse_FloatTensor:$input, I64Attr:$axis);
  let results = (outs Fuse_FloatTensor:$result);
  let assemblyFormat = "$input `axis` `=` $axis attr-dict `:` type($input)";
  let hasVerifier = 1;
}

def Fuse_MapOp : Fuse_Op<"map", [RecursiveMemoryEffects,
    SingleBlock]> {
  let summary = "elementwise map with a region";
  let description = [{
    Applies the body to every element. All inputs have the result's shape;
    the body takes one scalar per input (in order) and yields one scalar of
    the result's element type. `fuse.index` in the body reads the current
    position, e.g. for masks computed from indices.

    ```mlir
    // Causal mask: keys after the query get -inf.
    %m = fuse.map ins(%s : tensor<128x128xf32>) -> tensor<128x128xf32> {
    ^bb0(%x: f32):
      %i = fuse.index 0 : index
      %j = fuse.index 1 : index
      %ninf = arith.constant 0xFF800000 : f32
      %after = arith.cmpi ugt, %j, %i : index
      %y = arith.select %after, %ninf, %x : f32
      fuse.yield %y : f32
    }
    ```
  }];
  let arguments = (ins Variadic<Fuse_FloatTensor>:$inputs);
  let results = (outs Fuse_FloatTensor:$result);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    (`ins` `(` $inputs^ `:` type($inputs) `)`)? `->` type($result)
    attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Generic form: monoid aggregates
//===----------------------------------------------------------------------===//

def Fuse_AggregateOp : Fuse_Op<"aggregate", [RecursiveMemoryEffects,
    SingleBlock]> {
  let summary = "reduction over named dimensions in a monoid";
  let description = [{
    The generic form fusec reasons in. The iteration space is a list of named
    dimensions with sizes, static or `?` (dynamic: known at launch, e.g. a
    batch or sequence length); `reduce` names the dimensions aggregated
    away. Each input is read through an affine map from the iteration space.
    For every point, the body receives one scalar per input and yields the
    element (`monoid.getNumInputs()` values); the monoid embeds and combines
    elements over the reduced dimensions. The results (one per state
    component of the monoid) are indexed by the kept dimensions, in order.

    ```mlir
    // Row-wise online softmax statistics: m = max_j x, s = sum_j e^(x - m).
    %m, %s = fuse.aggregate #fuse.softmax dims [i = 4, j = 8] reduce [j]
        ins(%x : tensor<4x8xf32>) maps [affine_map<(d0, d1) -> (d0, d1)>]
        -> tensor<4xf32>, tensor<4xf32> {
    ^bb0(%e: f32):
      fuse.yield %e : f32
    }
    ```

    Two optional attributes express a reduction split by associativity
    (split-KV decoding is one):

    - `segment_dim = s` (with `segment_align = a`): kept dimension `s`, of
      static size S and read by no map, partitions the single reduced
      dimension `j` (extent N) into S contiguous segments of
      L = a * ceil(ceil(N / S) / a) points each; result `[.., s, ..]` is the
      aggregate over segment `s` only, `[s * L, min(N, (s + 1) * L))` (the
      identity where that is empty). The alignment keeps segment borders on
      the key blocks of the kernels.
    - `yields_state`: the body yields a whole monoid state (one value per
      state component) instead of an element; it is combined as is, with no
      embedding. Folding the segments' partial states this way is the
      monoid's own combine.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                   Fuse_MonoidAttrInterface:$monoid,
                   StrArrayAttr:$dim_names,
                   DenseI64ArrayAttr:$dim_sizes,
                   DenseI64ArrayAttr:$reduce_dims,
                   AffineMapArrayAttr:$indexing_maps,
                   OptionalAttr<I64Attr>:$segment_dim,
                   OptionalAttr<I64Attr>:$segment_align,
                   UnitAttr:$yields_state);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
      "::mlir::Attribute":$monoid,
      "::llvm::ArrayRef<::llvm::StringRef>":$dimNames,
      "::llvm::ArrayRef<int64_t>":$dimSizes,
      "::llvm::ArrayRef<int64_t>":$reduceDims,
      "::mlir::ValueRange":$inputs,
      "::llvm::ArrayRef<::mlir::AffineMap>":$maps)>
  ];
  let extraClassDeclaration = [{
    /// Whether iteration dimension `dim` is reduced.
    bool isReduced(int64_t dim);
    /// Position of the dimension called `name`, or -1.
    int64_t getDimPosition(::llvm::StringRef name);
    /// Points per segment of the reduced dimension, of extent `extent`
    /// (see `segment_dim`); -1 when the op is not segmented.
    int64_t getSegmentLength(int64_t extent);
  }];
}

def Fuse_ReduceOp : Fuse_Op<"reduce", [RecursiveMemoryEffects,
    SingleBlock]> {
  let summary = "scalar aggregate nested in a body";
  let description = [{
    Computes, at the enclosing body's current point, an aggregate over its own
    dimensions (all reduced). Its maps are over the enclosing op's iteration
    dimensions followed by its own, so `q . k_j` inside attention's
    online-softmax aggregate reads row `i` of Q and row `j` of K. The result
    is a scalar. Only single-state monoids (`#fuse.add`, `#fuse.max`).

    ```mlir
    %x = fuse.reduce #fuse.add dims [d = 64] ins(%q, %k : tensor<128x64xf32>,
        tensor<128x64xf32>) maps [affine_map<(d0, d1, d2, d3) -> (d0, d3)>,
        affine_map<(d0, d1, d2, d3) -> (d1, d3)>] -> f32 {
    ^bb0(%a: f32, %b: f32):
      %p = arith.mulf %a, %b : f32
      fuse.yield %p : f32
    }
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                   Fuse_MonoidAttrInterface:$monoid,
                   StrArrayAttr:$dim_names,
                   DenseI64ArrayAttr:$dim_sizes,
                   AffineMapArrayAttr:$indexing_maps);
  let results = (outs AnyFloat:$result);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// Number of iteration dimensions of the enclosing op (map domain prefix).
    unsigned getNumOuterDims();
  }];
}

def Fuse_IndexOp : Fuse_Op<"index", [Pure]> {
  let summary = "current position along an iteration dimension";
  let description = [{
    Inside a `fuse.map`, `fuse.aggregate` or `fuse.reduce` body, returns the
    index of the current element along dimension `dim` of the nearest
    enclosing op's iteration space (for `fuse.reduce`: the enclosing dims
    followed by its own).

    ```mlir
    %j = fuse.index 1 : index
    ```
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Index:$result);
  let assemblyFormat = "$dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Fuse_YieldOp : Fuse_Op<"yield", [Pure, Terminator, ReturnLike,
    ParentOneOf<["MapOp", "AggregateOp", "ReduceOp"]>]> {
  let summary = "yields the element of a map or aggregate body";
  let description = [{
    Terminates a body. In a `fuse.map` it yields the result element; in an
    aggregate it yields the monoid element (`getNumInputs()` values).

    ```mlir
    fuse.yield %x : f32
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let builders = [OpBuilder<(ins), [{ /* nothing to yield */ }]>];
  let assemblyFormat = "$values attr-dict `:` type($values)";
}

#endif // FUSEC_DIALECT_FUSE_IR_FUSEOPS_TD
