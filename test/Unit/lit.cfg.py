# -*- Python -*- runs every GoogleTest binary under <build>/unittests/bin.

import os

import lit.formats

config.name = "FUSEC-Unit"
config.suffixes = []
config.test_source_root = os.path.join(config.fusec_obj_root, "unittests", "bin")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
