//===- Passes.td - fusec rewrites on the fuse dialect ------*- tablegen -*-===//

#ifndef FUSEC_TRANSFORMS_PASSES_TD
#define FUSEC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def SoftmaxToMonoidPass : Pass<"fuse-softmax-to-monoid"> {
  let summary = "Rewrite fuse.softmax into aggregates in the softmax monoid";
  let description = [{
    `fuse.softmax` becomes one `#fuse.softmax` aggregate over the axis
    (computing the pair (m, s) in one pass) and a `fuse.map` that normalizes
    `e^(x - m) / s`, guarded so that a fully masked slice yields 0.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def GeneralizePass : Pass<"fuse-generalize"> {
  let summary = "Rewrite fuse.matmul and fuse.map into fuse.aggregate";
  let description = [{
    The generic form everything reduces to: `fuse.matmul` becomes an
    aggregate in `#fuse.add` over (batch..., i, j, k) reducing k, whose body
    multiplies the two (extended) elements and the scale; its maps encode
    the transposes and the batch broadcast. `fuse.map` becomes an aggregate
    with no reduced dimension. `fuse.index` keeps its meaning.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def FactorAggregatesPass : Pass<"fuse-factor-aggregates"> {
  let summary = "Merge aggregates over one axis into one in a product monoid";
  let description = [{
    Reduction factorization. Aggregates over the same axis of the same data
    are merged: a max followed by a sum of `e^(x - max)` becomes one
    `#fuse.softmax` aggregate (online softmax), and a normalized exponential
    (`e^(x - m) / s`) contracted with V over that axis becomes one
    `#fuse.weighted_softmax` aggregate with a single division at the end.
    Elementwise producers of the logits (scale, bias, masks from indices,
    casts) are carried into the aggregate's per-element body. The rule is
    generic: it applies to any exponentially weighted sum, not only attention.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def FormChainsPass : Pass<"fuse-form-chains"> {
  let summary = "Pull planned producer contractions into their consumer's body";
  let description = [{
    Chain formation. For an aggregate carrying a `fusec.plan` that says
    fuse, every input produced by a contraction aggregate (a single-state
    monoid such as `#fuse.add`) is replaced by a `fuse.reduce` in the
    consumer's per-element body: attention's aggregate over the keys then
    computes `q . k_j` itself and no N x N tensor remains. Elementwise
    producers are carried in first. Chains the planner rejected are left
    alone, so they compile to separate kernels.
  }];
}

def PlanChainsPass : Pass<"fuse-plan-chains", "::mlir::ModuleOp"> {
  let summary = "Decide, with the seeds' cost model, whether to fuse each chain";
  let description = [{
    Finds chains on the generic form (a contraction aggregate whose result
    feeds, possibly through elementwise aggregates, an aggregate reducing
    over that result's columns: a second contraction or, after
    factorization, attention's online-softmax aggregate) and attaches a
    `#fuse.plan` attribute (`fusec.plan`) to the chain's consumer:
    fuse or not, tile sizes, each criterion's outcome (b = k, k < n/3, fits
    on chip), predicted times fused and unfused, which criterion decided and
    the reason in words. Emits an optimization remark per chain.
  }];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"h100\"",
           "GPU the cost model plans for: h100, a100 or h200">,
    Option<"policy", "policy", "std::string", /*default=*/"\"auto\"",
           "auto (cost model decides), always or never">,
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit an optimization remark with the decision for each chain">,
    Option<"assumeDynamicExtent", "assume-dynamic-extent", "int64_t",
           /*default=*/"4096",
           "Extent the cost model assumes for a dynamic (`?`) batch or "
           "sequence length; the kernel itself handles any extent">,
  ];
}

#endif // FUSEC_TRANSFORMS_PASSES_TD
