// The side-data attributes reject what the runtime could not read.
// RUN: fuse-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

// An op outside the runtime's reference vocabulary.
// expected-error @+1 {{#fuse.reference_op: unknown op 'conv' (expected matmul, softmax, attention, scale, add, causal_mask or opaque)}}
"test.ref"() {r = #fuse.reference_op<op = "conv", inputs = ["arg0"], output = "out0">} : () -> ()

// -----

// A launch argument is one thing.
// expected-error @+1 {{#fuse.launch_arg: exactly one of buffer, dim, tensor_map or counters, got 2}}
"test.arg"() {a = #fuse.launch_arg<buffer = "arg0", dim = "s0">} : () -> ()

// -----

// expected-error @+1 {{#fuse.launch_arg: exactly one of buffer, dim, tensor_map or counters, got 0}}
"test.arg"() {a = #fuse.launch_arg<>} : () -> ()

// -----

// An extent is an integer or a size symbol's name.
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse Fuse_BufferAttr parameter 'shape'}}
"test.buffer"() {b = #fuse.buffer<name = "arg0", kind = "input", dtype = "f32", shape = [4, 2.5]>} : () -> ()
