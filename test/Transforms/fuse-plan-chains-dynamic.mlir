// Dynamic sequence lengths: the cost model plans with an assumed extent
// (4096 unless --assume-dynamic-extent says otherwise), a dynamic batch
// counts as 1, and the reason says so. The kernel itself takes any extent.
// RUN: fuse-opt %s --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains | FileCheck %s
// RUN: fuse-opt %s --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains="assume-dynamic-extent=256" | FileCheck %s --check-prefix=SHORT
// RUN: not fuse-opt %s --fuse-softmax-to-monoid --fuse-generalize --fuse-factor-aggregates --fuse-plan-chains="assume-dynamic-extent=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: fusec.plans = [#fuse.chain_record<{{.*}}batch = 1,
// CHECK: fuse.aggregate #fuse.weighted_softmax dims [b0 = ?, b1 = ?, i = ?, j = 64, k = ?] reduce [k]
// CHECK-SAME: fusec.plan = #fuse.plan<fuse = true, m = 4096, n = 4096, k = 64,
// CHECK-SAME: reason = "fuse: b = k = 64 and k < n/3 (64 < 1365.3){{.*}} (dynamic extents taken as 4096, --assume-dynamic-extent)"
// SHORT: fusec.plan = #fuse.plan<fuse = true, m = 256, n = 256, k = 64,
// SHORT-SAME: k < n/3 (64 < 85.3){{.*}}(dynamic extents taken as 256, --assume-dynamic-extent)"
// BAD: error: assume-dynamic-extent must be positive, got 0
func.func @attention(%q: tensor<?x?x?x64xbf16>, %k: tensor<?x?x?x64xbf16>, %v: tensor<?x?x?x64xbf16>) -> tensor<?x?x?x64xbf16> {
  %s = fuse.matmul %q, %k transpose_rhs scale 0.125 : tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16> -> tensor<?x?x?x?xf32>
  %p = fuse.softmax %s axis = 3 : tensor<?x?x?x?xf32>
  %o = fuse.matmul %p, %v : tensor<?x?x?x?xf32>, tensor<?x?x?x64xbf16> -> tensor<?x?x?x64xbf16>
  return %o : tensor<?x?x?x64xbf16>
}
