//===- ManifestTestUtils.h - helpers for the manifest parser tests --------===//
//
// Part of fusec's runtime unit tests: checking that a manifest fails to parse
// at a given LINE:COLUMN, with the offending line shown on failure.
//
//===----------------------------------------------------------------------===//

#ifndef FUSEC_UNITTESTS_RUNTIME_MANIFESTTESTUTILS_H
#define FUSEC_UNITTESTS_RUNTIME_MANIFESTTESTUTILS_H

#include "fusec/Runtime/Manifest.h"

#include "gtest/gtest.h"

#include <cstdio>
#include <string>

namespace fusec::runtime::testing {

/// Returns the line of `text` that `status` points at, with a caret below.
inline std::string showLocation(const std::string &text, const Status &status) {
  unsigned line = 0, column = 0;
  std::sscanf(status.getMessage().c_str(), "%u:%u", &line, &column);
  size_t begin = 0;
  for (unsigned i = 1; i < line && begin != std::string::npos; ++i)
    begin = text.find('\n', begin) + 1;
  std::string lineText = text.substr(begin, text.find('\n', begin) - begin);
  return lineText + "\n" + std::string(column ? column - 1 : 0, ' ') + "^";
}

/// Parses `text`, expecting failure at `location` with `substring` in the
/// message.
inline void expectError(const std::string &text, const std::string &location,
                 const std::string &substring) {
  Manifest manifest;
  Status status = parseManifest(text, manifest);
  ASSERT_TRUE(status.failed()) << "parsed: " << text;
  EXPECT_EQ(status.getMessage().rfind(location + ": ", 0), 0u)
      << status.getMessage() << "\n"
      << showLocation(text, status);
  EXPECT_NE(status.getMessage().find(substring), std::string::npos)
      << status.getMessage();
}

} // namespace fusec::runtime::testing

#endif // FUSEC_UNITTESTS_RUNTIME_MANIFESTTESTUTILS_H
