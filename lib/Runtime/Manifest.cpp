//===- Manifest.cpp - Launch manifest model and parser --------------------===//
//
// Part of fusec. Depends only on the C++17 standard library and the
// header-only nlohmann JSON library (not on LLVM: fuse-run is also built
// without it).
//
//===----------------------------------------------------------------------===//
//
// Parses the text with nlohmann::json (strict JSON), recording where each
// value and key starts for located errors, and decodes the document into the
// Manifest model, validating the schema documented in Manifest.h.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Manifest.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <unordered_map>
#include <vector>

using namespace fusec::runtime;

//===----------------------------------------------------------------------===//
// Status, enums and descriptors
//===----------------------------------------------------------------------===//

Status Status::failure(std::string message) {
  Status status;
  status.message = message.empty() ? "unknown error" : std::move(message);
  return status;
}

// Manifest spellings, indexed by enum value.
static const std::vector<const char *> dtypeNames = {
    "f32", "f16", "bf16", "i1", "i32", "i64", "f64", "i8", "i16"};
static const std::vector<const char *> bufferKindNames = {"input", "temp",
                                                          "output"};
static const std::vector<const char *> refOpKindNames = {
    "matmul", "softmax", "attention", "scale", "add", "causal_mask", "opaque"};

std::optional<DType> fusec::runtime::parseDType(std::string_view name) {
  for (size_t i = 0; i < dtypeNames.size(); ++i)
    if (name == dtypeNames[i])
      return DType(i);
  return std::nullopt;
}

const char *fusec::runtime::stringifyDType(DType type) {
  return dtypeNames[size_t(type)];
}

size_t fusec::runtime::getByteWidth(DType type) {
  return type == DType::F16 || type == DType::BF16 || type == DType::I16 ? 2
         : type == DType::I64 || type == DType::F64                     ? 8
         : type == DType::I1 || type == DType::I8                       ? 1
                                                                        : 4;
}

bool fusec::runtime::isFloatDType(DType type) {
  return type == DType::F32 || type == DType::F16 || type == DType::BF16 ||
         type == DType::F64;
}

const char *fusec::runtime::stringifyBufferKind(BufferKind kind) {
  return bufferKindNames[size_t(kind)];
}

const char *fusec::runtime::stringifyRefOpKind(RefOp::Kind kind) {
  return refOpKindNames[size_t(kind)];
}

std::string SourceLoc::str() const {
  return std::to_string(line) + ":" + std::to_string(column);
}

int64_t BufferDesc::getNumElements() const {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= std::max<int64_t>(size, 0); // Unresolved extents count as 0.
  return count;
}

int64_t BufferDesc::getStorageElements() const {
  int64_t maxOffset = 0;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] <= 0) // Empty, or unresolved.
      return 0;
    maxOffset += (shape[i] - 1) * strides[i];
  }
  return maxOffset + 1;
}

size_t BufferDesc::getStorageBytes() const {
  return static_cast<size_t>(getStorageElements()) * getByteWidth(dtype);
}

const BufferDesc *Manifest::lookupBuffer(std::string_view name) const {
  for (const BufferDesc &buffer : buffers)
    if (buffer.name == name)
      return &buffer;
  return nullptr;
}

const DimDesc *Manifest::lookupDim(std::string_view name) const {
  for (const DimDesc &dim : dims)
    if (dim.name == name)
      return &dim;
  return nullptr;
}

bool Manifest::hasUnresolvedDims() const {
  return std::any_of(dims.begin(), dims.end(),
                     [](const DimDesc &dim) { return !dim.value; });
}

std::string GridExpr::str() const {
  std::string product;
  for (const std::string &symbol : symbols)
    product += (product.empty() ? "" : "*") + symbol;
  if (factor != 1 || product.empty())
    product += (product.empty() ? "" : "*") + std::to_string(factor);
  if (ceilDiv == 1)
    return product;
  return "ceil(" + product + "/" + std::to_string(ceilDiv) + ")";
}

const RefOp *Manifest::getOpaqueOp() const {
  for (const RefOp &op : reference)
    if (op.kind == RefOp::Kind::Opaque)
      return &op;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

namespace {
/// JSON documents keep their keys in manifest order, so that the first
/// unknown key reported is the first one in the text.
using Json = nlohmann::ordered_json;

/// The deepest nesting of arrays and objects accepted.
constexpr size_t maxJsonDepth = 200;

/// A character iterator over the manifest text that publishes, through
/// `cursor`, how far the JSON lexer has read: SAX events use it to find where
/// their token ends.
class CountingIterator {
public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char *;
  using reference = const char &;

  CountingIterator(const char *pos, const char **cursor)
      : pos(pos), cursor(cursor) {}
  reference operator*() const { return *pos; }
  CountingIterator &operator++() {
    *cursor = ++pos;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator old = *this;
    ++*this;
    return old;
  }
  bool operator==(const CountingIterator &other) const {
    return pos == other.pos;
  }
  bool operator!=(const CountingIterator &other) const {
    return pos != other.pos;
  }

private:
  const char *pos;
  const char **cursor;
};

/// Builds the document from nlohmann's SAX events and records the byte offset
/// where each value and each key starts, in document order (nlohmann values
/// carry no position). Also rejects what nlohmann accepts but a manifest may
/// not have: duplicate keys, and nesting deeper than maxJsonDepth.
class DocumentBuilder final : public nlohmann::json_sax<Json> {
public:
  DocumentBuilder(std::string_view text, const char *const &cursor)
      : text(text), cursor(cursor) {}

  Json root;
  /// Where each value starts, in document (pre-)order.
  std::vector<size_t> valueOffsets;
  /// Where each key starts, in document order.
  std::vector<size_t> keyOffsets;
  /// Set when parsing failed.
  size_t errorOffset = 0;
  std::string error;

  bool null() override { return addValue(nullptr); }
  bool boolean(bool value) override { return addValue(value); }
  bool number_integer(number_integer_t value) override {
    return addValue(value, /*isNumber=*/true);
  }
  bool number_unsigned(number_unsigned_t value) override {
    return addValue(value, /*isNumber=*/true);
  }
  bool number_float(number_float_t value, const string_t &) override {
    return addValue(value, /*isNumber=*/true);
  }
  bool string(string_t &value) override { return addValue(std::move(value)); }
  bool binary(binary_t &) override {
    // Only the binary formats (CBOR, ...) produce these.
    return fail(tokenStart(), "unexpected binary value");
  }
  bool start_object(std::size_t) override { return open(Json::object()); }
  bool start_array(std::size_t) override { return open(Json::array()); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t &key) override {
    size_t offset = tokenStart();
    if (stack.back()->contains(key))
      return fail(offset, "duplicate key '" + key + "'");
    keyOffsets.push_back(offset);
    pendingKey = std::move(key);
    previousEnd = here();
    return true;
  }

  bool parse_error(std::size_t position, const std::string &lastToken,
                   const nlohmann::json::exception &ex) override {
    std::string message = ex.what();
    // Drop "[json.exception.parse_error.101] parse error at line 1, column
    // 5: " (the caller prefixes LINE:COLUMN) and the "; last read: '...'"
    // echo of raw text, which may also hold tokens before the culprit.
    if (size_t close = message.find("] ");
        message.rfind("[json.", 0) == 0 && close != std::string::npos)
      message.erase(0, close + 2);
    if (message.rfind("parse error", 0) == 0)
      if (size_t colon = message.find(": "); colon != std::string::npos)
        message.erase(0, colon + 2);
    if (size_t lastRead = message.find("; last read: ");
        lastRead != std::string::npos) {
      size_t expected = message.find("; expected ", lastRead);
      message.erase(lastRead, expected == std::string::npos
                                  ? std::string::npos
                                  : expected - lastRead);
    }
    // Errors of the lexer are located at the character it stopped at
    // (`position` counts the characters read, that one included); an
    // unexpected token, which was read whole, at its start; an overflowing
    // number ("number overflow parsing '1e400'") at its start too.
    size_t offset = position > 0 ? position - 1 : 0;
    bool unexpectedToken = message.find("unexpected ") != std::string::npos;
    if (unexpectedToken)
      offset = tokenStart();
    else if (ex.id == 406 && lastToken.size() <= position)
      offset = position - lastToken.size();
    // An unexpected ']' or '}' right after a ',' is a trailing comma.
    if (unexpectedToken && offset < text.size() &&
        (text[offset] == ']' || text[offset] == '}')) {
      size_t comma = offset;
      while (comma > 0 && isJsonSpace(text[comma - 1]))
        --comma;
      if (comma > 0 && text[comma - 1] == ',')
        return fail(comma - 1, "trailing comma");
    }
    return fail(offset, message);
  }

private:
  static bool isJsonSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
  }
  size_t skipSpace(size_t pos) const {
    while (pos < text.size() && isJsonSpace(text[pos]))
      ++pos;
    return pos;
  }
  /// How far the lexer has read.
  size_t here() const { return static_cast<size_t>(cursor - text.data()); }
  /// Where the token of the current event starts: after the previous token,
  /// white space and the ',' or ':' between them.
  size_t tokenStart() const {
    size_t pos = skipSpace(previousEnd);
    if (pos < text.size() && (text[pos] == ',' || text[pos] == ':'))
      pos = skipSpace(pos + 1);
    return pos;
  }
  bool fail(size_t offset, std::string message) {
    errorOffset = offset;
    error = std::move(message);
    return false;
  }

  /// Adds `value` to the open container (or makes it the root); returns it.
  Json &insert(Json value) {
    if (stack.empty())
      return root = std::move(value);
    Json &parent = *stack.back();
    if (parent.is_array()) {
      parent.push_back(std::move(value));
      return parent.back();
    }
    return parent[std::move(pendingKey)] = std::move(value);
  }
  bool addValue(Json value, bool isNumber = false) {
    valueOffsets.push_back(tokenStart());
    insert(std::move(value));
    // The lexer reads the character after a number before it reports it
    // (unless the text ends there, after the number's last digit).
    previousEnd = here();
    if (isNumber && previousEnd > 0 &&
        (previousEnd < text.size() ||
         !std::isdigit(static_cast<unsigned char>(text[previousEnd - 1]))))
      --previousEnd;
    return true;
  }
  bool open(Json container) {
    size_t offset = tokenStart();
    if (stack.size() >= maxJsonDepth)
      return fail(offset,
                  "nesting deeper than " + std::to_string(maxJsonDepth));
    valueOffsets.push_back(offset);
    // Elements are only added to the innermost container, so pointers to the
    // enclosing ones stay valid.
    stack.push_back(&insert(std::move(container)));
    previousEnd = here();
    return true;
  }
  bool close() {
    stack.pop_back();
    previousEnd = here();
    return true;
  }

  std::string_view text;
  const char *const &cursor;
  /// The open containers, innermost last.
  std::vector<Json *> stack;
  /// The key of the next member of the innermost object.
  std::string pendingKey;
  /// The offset just past the previous token.
  size_t previousEnd = 0;
};
} // namespace

static SourceLoc locate(std::string_view text, size_t offset) {
  SourceLoc loc{1, 1};
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++loc.line;
      loc.column = 1;
    } else {
      ++loc.column;
    }
  }
  return loc;
}

/// Returns the string `value` holds (which must be a string).
static const std::string &getString(const Json &value) {
  return value.get_ref<const Json::string_t &>();
}

//===----------------------------------------------------------------------===//
// Manifest decoding
//===----------------------------------------------------------------------===//

namespace {
/// A parsed manifest text: the document and where each of its values and
/// keys starts, for located errors. Decoding functions return false after
/// recording the first error, located at the offending JSON text.
class Decoder {
public:
  /// Parses `text`; on failure, `error` holds the located message.
  explicit Decoder(std::string_view text) : text(text) {
    const char *cursor = text.data();
    DocumentBuilder builder(text, cursor);
    if (!Json::sax_parse(CountingIterator(text.data(), &cursor),
                         CountingIterator(text.data() + text.size(), &cursor),
                         &builder)) {
      fail(builder.errorOffset,
           builder.error.empty() ? std::string("invalid JSON") : builder.error);
      return;
    }
    root = std::move(builder.root);
    // The tree is complete: its values no longer move. Walk it in document
    // order, which is the order of the SAX events.
    size_t nextValue = 0, nextKey = 0;
    auto index = [&](const Json &value, auto &self) -> void {
      valueOffsets[&value] = builder.valueOffsets[nextValue++];
      if (value.is_object()) {
        for (const auto &member : value.get_ref<const Json::object_t &>()) {
          keyOffsets[&member.second] = builder.keyOffsets[nextKey++];
          self(member.second, self);
        }
      } else if (value.is_array()) {
        for (const Json &element : value)
          self(element, self);
      }
    };
    index(root, index);
  }

  /// The document; null after a parse error.
  Json root;
  std::string error;

  /// Where `value` (a value of `root`) starts.
  size_t getOffset(const Json &value) const {
    auto it = valueOffsets.find(&value);
    return it == valueOffsets.end() ? 0 : it->second;
  }
  /// Where the key of `member` (a member value of an object) starts.
  size_t getKeyOffset(const Json &member) const {
    auto it = keyOffsets.find(&member);
    return it == keyOffsets.end() ? getOffset(member) : it->second;
  }
  SourceLoc getLoc(const Json &value) const {
    return locate(text, getOffset(value));
  }
  bool fail(size_t offset, const std::string &message) {
    if (error.empty())
      error = locate(text, offset).str() + ": " + message;
    return false;
  }
  bool failAt(const Json &at, const std::string &message) {
    return fail(getOffset(at), message);
  }

private:
  std::string_view text;
  std::unordered_map<const Json *, size_t> valueOffsets, keyOffsets;
};

/// A test of a value's JSON type, such as &Json::is_string.
using JsonTypeTest = bool (Json::*)() const noexcept;

/// Reads the members of one JSON object, remembering which keys were used so
/// that unknown keys can be rejected. Messages start with a context such as
/// "buffer 'arg0'".
class ObjectReader {
public:
  ObjectReader(Decoder &decoder, const Json &object, std::string context)
      : decoder(decoder), object(object),
        members(object.get_ref<const Json::object_t &>()),
        context(std::move(context)), used(members.size(), false) {}

  void setContext(std::string newContext) { context = std::move(newContext); }
  const std::string &getContext() const { return context; }

  /// Records an error located at `at` (default: the object).
  bool fail(const std::string &message, const Json *at = nullptr) {
    return decoder.failAt(at ? *at : object, context + ": " + message);
  }

  /// Returns the value of `key` (marking it used), or null.
  const Json *find(std::string_view key) {
    size_t i = 0;
    for (const auto &[name, value] : members) {
      if (name == key) {
        used[i] = true;
        return &value;
      }
      ++i;
    }
    return nullptr;
  }

  /// Looks up `key`, whose value must pass `isType` (described as `typeName`
  /// in messages); `value` is null when the key is absent, which is an error
  /// if `required`.
  bool get(std::string_view key, bool required, JsonTypeTest isType,
           const char *typeName, const Json *&value) {
    value = find(key);
    if (!value)
      return !required ||
             fail("missing required field '" + std::string(key) + "'");
    if (!(value->*isType)())
      return fail("field '" + std::string(key) + "' must be " + typeName,
                  value);
    return true;
  }

  /// Looks up `key`, whose value must be a string if present.
  bool getString(std::string_view key, bool required, const Json *&value) {
    return get(key, required, &Json::is_string, "a string", value);
  }

  bool readString(std::string_view key, std::string &result) {
    const Json *value;
    if (!getString(key, true, value))
      return false;
    result = ::getString(*value);
    return !result.empty() ||
           fail("field '" + std::string(key) + "' must not be empty", value);
  }

  /// Reads a string that must be one of the first `count` of `choices`
  /// (default: all); sets `index` to its position.
  bool readChoice(std::string_view key,
                  const std::vector<const char *> &allChoices, size_t &index,
                  size_t count = SIZE_MAX) {
    std::vector<const char *> choices(allChoices.begin(),
                                      allChoices.begin() +
                                          std::min(count, allChoices.size()));
    const Json *value;
    if (!getString(key, true, value))
      return false;
    const std::string &string = ::getString(*value);
    for (index = 0; index < choices.size(); ++index)
      if (string == choices[index])
        return true;
    std::string expected;
    for (size_t i = 0; i < choices.size(); ++i)
      expected += std::string(i == 0                   ? ""
                              : i + 1 < choices.size() ? ", "
                                                       : " or ") +
                  choices[i];
    return fail("invalid " + std::string(key) + " '" + string + "' (expected " +
                    expected + ")",
                value);
  }

  bool readBool(std::string_view key, bool &result) {
    const Json *value;
    if (!get(key, false, &Json::is_boolean, "true or false", value))
      return false;
    if (value)
      result = value->get<bool>();
    return true;
  }

  bool readNumber(std::string_view key, std::optional<double> &result) {
    const Json *value;
    if (!get(key, false, &Json::is_number, "a number", value))
      return false;
    if (value)
      result = value->get<double>();
    return true;
  }

  /// Reads a required number.
  bool readNumber(std::string_view key, double &result) {
    const Json *value;
    if (!get(key, true, &Json::is_number, "a number", value))
      return false;
    result = value->get<double>();
    return true;
  }

  /// Reads an integer in [minValue, maxValue]; unchanged when absent.
  bool readInt(std::string_view key, int64_t &result, bool required,
               int64_t minValue, int64_t maxValue) {
    const Json *value;
    return get(key, required, &Json::is_number, "an integer", value) &&
           (!value || checkInt(*value, "field '" + std::string(key) + "'",
                               minValue, maxValue, result));
  }

  /// Reads an array of integers in [minValue, maxValue].
  bool readIntArray(std::string_view key, std::vector<int64_t> &result,
                    bool required, int64_t minValue, int64_t maxValue,
                    const Json **array = nullptr) {
    const Json *value;
    if (!get(key, required, &Json::is_array, "an array of integers", value))
      return false;
    if (!value)
      return true;
    if (array)
      *array = value;
    result.assign(value->size(), 0);
    for (size_t i = 0; i < result.size(); ++i)
      if (!checkInt((*value)[i], "elements of '" + std::string(key) + "'",
                    minValue, maxValue, result[i]))
        return false;
    return true;
  }

  /// Reads a required array of strings.
  bool readStringArray(std::string_view key, std::vector<std::string> &result,
                       const Json *&array) {
    if (!get(key, true, &Json::is_array, "an array of strings", array))
      return false;
    for (const Json &element : *array) {
      if (!element.is_string())
        return fail("elements of '" + std::string(key) + "' must be strings",
                    &element);
      result.push_back(::getString(element));
    }
    return true;
  }

  /// Fails on the first key that no get() asked for, located at the key.
  bool rejectUnknownKeys() {
    size_t i = 0;
    for (const auto &[name, value] : members) {
      if (!used[i++])
        return decoder.fail(decoder.getKeyOffset(value),
                            context + ": unknown field '" + name + "'");
    }
    return true;
  }

  /// Checks that `value` is an integer in [minValue, maxValue]; `what` names
  /// it in the message ("field 'x'", "elements of 'y'").
  bool checkInt(const Json &value, const std::string &what, int64_t minValue,
                int64_t maxValue, int64_t &result) {
    // Integers beyond 64 bits are floating-point numbers to nlohmann.
    if (!value.is_number_integer())
      return fail(what + " must be an integer", &value);
    bool tooLarge = value.is_number_unsigned() &&
                    value.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX);
    if (tooLarge || value.get<int64_t>() < minValue ||
        value.get<int64_t>() > maxValue)
      return fail(what + " must be in [" + std::to_string(minValue) + ", " +
                      std::to_string(maxValue) + "], got " + value.dump(),
                  &value);
    result = value.get<int64_t>();
    return true;
  }

private:
  Decoder &decoder;
  const Json &object;
  const Json::object_t &members;
  std::string context;
  std::vector<bool> used;
};
} // namespace

/// Largest buffer the runtime accepts, in elements (the reference holds a
/// double per element).
static constexpr double maxBufferElements = double(int64_t(1) << 33);
/// Largest dimension size or stride.
static constexpr int64_t maxDim = kMaxExtent;
/// Largest integer item, product of integer items and ceil_div of a grid
/// expression.
static constexpr int64_t maxGridItem = UINT32_MAX;

static bool expectObject(Decoder &decoder, const Json &value,
                         const std::string &what) {
  return value.is_object() ||
         decoder.failAt(value, what + " must be an object");
}

/// Fails unless the manifest is version 2 or later: `what` is a version 2
/// feature, located at `at`.
static bool requireVersion2(ObjectReader &reader, const Manifest &manifest,
                            const std::string &what, const Json &at) {
  return manifest.version >= 2 ||
         reader.fail(what + " needs \"version\": 2", &at);
}

/// Returns true for [A-Za-z_][A-Za-z0-9_]*.
static bool isValidDimName(const std::string &name) {
  auto isWordChar = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  };
  return !name.empty() &&
         !std::isdigit(static_cast<unsigned char>(name.front())) &&
         std::all_of(name.begin(), name.end(), isWordChar);
}

/// Returns "a, b and c" for the names of `items`.
template <typename T>
static std::string listNames(const std::vector<T> &items) {
  std::string result;
  for (size_t i = 0; i < items.size(); ++i)
    result += std::string(i == 0                 ? ""
                          : i + 1 < items.size() ? ", "
                                                 : " and ") +
              items[i].name;
  return result;
}

/// The message for a symbol that `manifest` does not declare.
static std::string unknownDimMessage(const Manifest &manifest,
                                     const std::string &name) {
  return "unknown dimension '" + name + "' (" +
         (manifest.dims.empty()
              ? std::string("the manifest has no dynamic dimensions")
              : "the manifest declares " + listNames(manifest.dims)) +
         ")";
}

/// Reads the "dims" entries (names only: their buffers and axes are checked
/// by checkDimSites once the buffers are known).
static bool decodeDims(Decoder &decoder, const Json &dims, Manifest &manifest,
                       std::vector<const Json *> &sites) {
  manifest.dims.resize(dims.size());
  for (size_t i = 0; i < dims.size(); ++i) {
    const Json &value = dims[i];
    std::string context = "dims[" + std::to_string(i) + "]";
    if (!expectObject(decoder, value, context))
      return false;
    DimDesc &dim = manifest.dims[i];
    ObjectReader reader(decoder, value, context);
    dim.loc = decoder.getLoc(value);
    const Json *name;
    if (!reader.get("name", true, &Json::is_string, "a string", name))
      return false;
    dim.name = getString(*name);
    if (!isValidDimName(dim.name))
      return reader.fail("invalid dimension name '" + dim.name +
                             "' (expected a letter or '_', then letters, "
                             "digits or '_')",
                         name);
    if (manifest.lookupDim(dim.name) != &dim)
      return decoder.failAt(value, "duplicate dimension '" + dim.name + "'");
    reader.setContext("dimension '" + dim.name + "'");
    const Json *buffer;
    if (!reader.get("buffer", true, &Json::is_string, "a string", buffer) ||
        !reader.readInt("axis", dim.axis, true, 0, 63) ||
        !reader.rejectUnknownKeys())
      return false;
    dim.buffer = getString(*buffer);
    sites.push_back(buffer);
  }
  return true;
}

/// Checks that each symbol's "buffer" has the symbol at "axis" (`sites`: the
/// "buffer" values, for locations).
static bool checkDimSites(Decoder &decoder, const Manifest &manifest,
                          const std::vector<const Json *> &sites) {
  for (size_t i = 0; i < manifest.dims.size(); ++i) {
    const DimDesc &dim = manifest.dims[i];
    std::string context = "dimension '" + dim.name + "': ";
    const BufferDesc *buffer = manifest.lookupBuffer(dim.buffer);
    if (!buffer)
      return decoder.failAt(*sites[i],
                            context + "unknown buffer '" + dim.buffer + "'");
    size_t axis = static_cast<size_t>(dim.axis);
    if (axis >= buffer->shape.size())
      return decoder.failAt(
          *sites[i], context + "axis " + std::to_string(axis) +
                         " is out of range for buffer '" + dim.buffer +
                         "' of rank " + std::to_string(buffer->shape.size()));
    std::string actual =
        !buffer->isDynamic() || buffer->shapeSymbols[axis].empty()
            ? std::to_string(buffer->shape[axis])
            : "'" + buffer->shapeSymbols[axis] + "'";
    if (!buffer->isDynamic() || buffer->shapeSymbols[axis] != dim.name)
      return decoder.failAt(*sites[i],
                            context + "axis " + std::to_string(axis) +
                                " of buffer '" + dim.buffer + "' is " + actual +
                                ", not '" + dim.name + "'");
  }
  return true;
}

static bool isValidArch(const std::string &arch) {
  size_t end = arch.size();
  if (end > 3 && (arch.back() == 'a' || arch.back() == 'f'))
    --end;
  return arch.rfind("sm_", 0) == 0 && end > 3 &&
         arch.find_first_not_of("0123456789", 3) >= end;
}

/// Reads a buffer's "shape": integers, and in version 2 declared symbols.
static bool decodeShape(ObjectReader &reader, const Manifest &manifest,
                        BufferDesc &buffer) {
  const Json *shape;
  if (!reader.get("shape", true, &Json::is_array,
                  manifest.version >= 2
                      ? "an array of integers and dimension names"
                      : "an array of integers",
                  shape))
    return false;
  buffer.shape.assign(shape->size(), 0);
  std::vector<std::string> symbols(shape->size());
  for (size_t i = 0; i < shape->size(); ++i) {
    const Json &element = (*shape)[i];
    if (!element.is_string()) {
      if (!reader.checkInt(element, "elements of 'shape'", 0, maxDim,
                           buffer.shape[i]))
        return false;
      continue;
    }
    if (!requireVersion2(reader, manifest, "a dimension name in 'shape'",
                         element))
      return false;
    if (!manifest.lookupDim(getString(element)))
      return reader.fail(unknownDimMessage(manifest, getString(element)) +
                             " in 'shape'",
                         &element);
    symbols[i] = getString(element);
    buffer.shape[i] = kDynamicExtent;
  }
  if (std::any_of(symbols.begin(), symbols.end(),
                  [](const std::string &symbol) { return !symbol.empty(); }))
    buffer.shapeSymbols = std::move(symbols);
  return true;
}

static bool decodeBuffer(Decoder &decoder, const Json &value, size_t index,
                         const Manifest &manifest, BufferDesc &buffer) {
  std::string context = "buffers[" + std::to_string(index) + "]";
  if (!expectObject(decoder, value, context))
    return false;
  ObjectReader reader(decoder, value, context);
  buffer.loc = decoder.getLoc(value);
  if (!reader.readString("name", buffer.name))
    return false;
  reader.setContext("buffer '" + buffer.name + "'");
  size_t kind, dtype;
  const Json *strides = nullptr;
  if (!reader.readChoice("kind", bufferKindNames, kind) ||
      !reader.readChoice("dtype", dtypeNames, dtype) ||
      !decodeShape(reader, manifest, buffer) ||
      !reader.readIntArray("strides", buffer.strides, false, 0, maxDim,
                           &strides))
    return false;
  buffer.kind = BufferKind(kind);
  buffer.dtype = DType(dtype);
  // Integer temps and outputs (positions, indices) are written like
  // floats; an i1 buffer (one byte, bit 0 read) is an input mask only.
  if (buffer.dtype == DType::I1 && buffer.kind != BufferKind::Input)
    return reader.fail("an i1 buffer must be an input (a mask); fusec's temps "
                       "and outputs are floats or integers of 8 to 64 bits");
  if (buffer.isDynamic()) {
    // Row-major of the shape that resolveDims() fills in.
    if (strides)
      return reader.fail("'strides' must be absent when 'shape' has a "
                         "dimension name (the layout is row-major)",
                         strides);
    buffer.strides.assign(buffer.shape.size(), kDynamicExtent);
    return reader.rejectUnknownKeys();
  }
  if (strides && buffer.strides.size() != buffer.shape.size())
    return reader.fail(
        "'strides' has " + std::to_string(buffer.strides.size()) +
            " entries but 'shape' has " + std::to_string(buffer.shape.size()),
        strides);
  if (!strides) {
    buffer.strides.assign(buffer.shape.size(), 1);
    for (size_t i = buffer.shape.size(); i-- > 1;)
      buffer.strides[i - 1] =
          buffer.strides[i] * std::max<int64_t>(buffer.shape[i], 1);
  }
  // Bound the sizes (in floating point) before anything multiplies them out.
  double elements = 1, span = 1;
  for (size_t i = 0; i < buffer.shape.size(); ++i) {
    elements *= double(buffer.shape[i]);
    span += double(std::max<int64_t>(buffer.shape[i] - 1, 0)) *
            double(buffer.strides[i]);
  }
  if (std::max(elements, span) > maxBufferElements)
    return reader.fail("buffer spans more than 2^33 elements");
  return reader.rejectUnknownKeys();
}

/// Reads a grid entry {"product": [...], "ceil_div": C} into `expr`.
static bool decodeGridExpr(Decoder &decoder, const Json &value,
                           const std::string &context, const Manifest &manifest,
                           GridExpr &expr) {
  ObjectReader reader(decoder, value, context);
  const Json *product;
  if (!reader.get("product", true, &Json::is_array,
                  "an array of dimension names and positive integers",
                  product) ||
      !reader.readInt("ceil_div", expr.ceilDiv, false, 1, maxGridItem))
    return false;
  if (product->empty())
    return reader.fail("field 'product' must not be empty", product);
  for (const Json &item : *product) {
    if (item.is_string()) {
      if (!manifest.lookupDim(getString(item)))
        return reader.fail(unknownDimMessage(manifest, getString(item)), &item);
      expr.symbols.push_back(getString(item));
      continue;
    }
    int64_t factor;
    if (!item.is_number())
      return reader.fail("elements of 'product' must be dimension names or "
                         "positive integers",
                         &item);
    if (!reader.checkInt(item, "elements of 'product'", 1, maxGridItem, factor))
      return false;
    if (expr.factor > maxGridItem / factor)
      return reader.fail("the integers of 'product' multiply to more than " +
                             std::to_string(maxGridItem),
                         &item);
    expr.factor *= factor;
  }
  return reader.rejectUnknownKeys();
}

/// Reads "grid" in version 2: integers or grid expressions. Expressions
/// without symbols are evaluated here.
static bool decodeGrid(Decoder &decoder, ObjectReader &reader,
                       const Manifest &manifest, KernelDesc &kernel) {
  const Json *array;
  if (!reader.get("grid", true, &Json::is_array,
                  "an array of integers and {\"product\": ...} objects", array))
    return false;
  if (array->empty() || array->size() > 3)
    return reader.fail("'grid' must have 1 to 3 entries", array);
  kernel.grid = {1, 1, 1};
  for (size_t i = 0; i < array->size(); ++i) {
    const Json &element = (*array)[i];
    if (!element.is_object()) {
      int64_t extent;
      if (!element.is_number())
        return reader.fail("elements of 'grid' must be positive integers or "
                           "{\"product\": [...], \"ceil_div\": N} objects",
                           &element);
      if (!reader.checkInt(element, "elements of 'grid'", 1, UINT32_MAX,
                           extent))
        return false;
      kernel.grid[i] = static_cast<unsigned>(extent);
      continue;
    }
    GridExpr expr;
    if (!decodeGridExpr(decoder, element,
                        reader.getContext() + " grid[" + std::to_string(i) +
                            "]",
                        manifest, expr))
      return false;
    if (expr.symbols.empty()) {
      // Both at most 2^32 - 1: the quotient fits.
      kernel.grid[i] = static_cast<unsigned>((expr.factor + expr.ceilDiv - 1) /
                                             expr.ceilDiv);
      continue;
    }
    kernel.grid[i] = 0;
    kernel.gridExprs[i] = std::move(expr);
  }
  return true;
}

static bool decodeLaunchDims(ObjectReader &reader, const char *key,
                             std::array<unsigned, 3> &dims) {
  std::vector<int64_t> values;
  const Json *array = nullptr;
  if (!reader.readIntArray(key, values, true, 1, UINT32_MAX, &array))
    return false;
  if (values.empty() || values.size() > 3)
    return reader.fail(std::string("'") + key + "' must have 1 to 3 entries",
                       array);
  dims = {1, 1, 1};
  uint64_t total = 1;
  for (size_t i = 0; i < values.size(); ++i) {
    dims[i] = static_cast<unsigned>(values[i]);
    total *= dims[i];
  }
  return std::string_view(key) != "block" || total <= 1024 ||
         reader.fail("block has " + std::to_string(total) +
                         " threads, more than 1024",
                     array);
}

static bool decodeKernelArg(Decoder &decoder, const Json &value,
                            const std::string &context,
                            const Manifest &manifest, KernelArg &arg) {
  if (!expectObject(decoder, value, context))
    return false;
  ObjectReader reader(decoder, value, context);
  const Json *buffer, *scalar, *dim, *tensorMap, *counters;
  if (!reader.get("buffer", false, &Json::is_string, "a string", buffer) ||
      !reader.get("counters", false, &Json::is_number, "an integer",
                  counters) ||
      !reader.get("scalar", false, &Json::is_string, "a string", scalar) ||
      !reader.get("dim", false, &Json::is_string, "a string", dim) ||
      !reader.get("tensor_map", false, &Json::is_object, "an object",
                  tensorMap))
    return false;
  if (counters) {
    if (!requireVersion2(reader, manifest, "a 'counters' argument",
                         *counters))
      return false;
    if (buffer || scalar || dim || tensorMap)
      return reader.fail("a 'counters' argument takes no other field");
    if (!reader.readInt("counters", arg.numCounters, true, 1, INT32_MAX))
      return false;
    arg.kind = KernelArg::Kind::Counters;
    return reader.rejectUnknownKeys();
  }
  if (tensorMap) {
    if (!requireVersion2(reader, manifest, "a 'tensor_map' argument",
                         *tensorMap))
      return false;
    if (buffer || scalar || dim)
      return reader.fail("a 'tensor_map' argument takes no other field");
    std::string inner = context + ".tensor_map";
    ObjectReader map(decoder, *tensorMap, inner);
    const Json *of, *boxArray = nullptr, *shapeArray = nullptr;
    if (!map.get("buffer", true, &Json::is_string, "a string", of) ||
        !map.readIntArray("box", arg.box, true, 1, 256, &boxArray) ||
        !map.readInt("swizzle", arg.swizzle, false, 0, 1024) ||
        !map.readIntArray("shape", arg.viewShape, false, 1,
                          INT64_MAX, &shapeArray) ||
        !map.readInt("offset", arg.offset, false, 0, INT64_MAX))
      return false;
    const BufferDesc *desc = manifest.lookupBuffer(getString(*of));
    if (!desc)
      return map.fail("unknown buffer '" + getString(*of) + "'", of);
    if (arg.offset != 0 && arg.viewShape.empty())
      return map.fail("an 'offset' needs the view's 'shape'");
    if (!arg.viewShape.empty()) {
      // A view: elements of a static 1-D buffer from 'offset' on (all of
      // them without one), row-major in another shape.
      int64_t viewed = 1;
      for (int64_t e : arg.viewShape)
        if (__builtin_mul_overflow(viewed, e, &viewed))
          viewed = -1;
      int64_t end;
      if (viewed < 0 || __builtin_add_overflow(viewed, arg.offset, &end))
        end = -1;
      if (desc->shape.size() != 1 || desc->shape[0] < 0 || end < 0 ||
          (arg.offset == 0 ? end != desc->shape[0] : end > desc->shape[0]))
        return map.fail("'shape' must view the elements of a static 1-D "
                        "buffer from 'offset' on; '" + desc->name +
                        "' is not, or holds another number of them",
                        shapeArray);
      if (arg.offset * static_cast<int64_t>(getByteWidth(desc->dtype)) % 16)
        return map.fail("a tensor map's 'offset' must be a multiple of 16 "
                        "bytes (TMA's alignment of a global address)");
    }
    size_t rank = arg.viewShape.empty() ? desc->shape.size()
                                        : arg.viewShape.size();
    if (arg.box.size() != rank || arg.box.empty() || arg.box.size() > 5)
      return map.fail("'box' must have one entry per axis of buffer '" +
                          desc->name + "' (" + std::to_string(rank) +
                          "), at most 5",
                      boxArray);
    if (desc->dtype != DType::BF16 && desc->dtype != DType::F16 &&
        desc->dtype != DType::F32)
      return map.fail("a tensor map needs a bf16, f16 or f32 buffer; '" +
                          desc->name + "' is " +
                          stringifyDType(desc->dtype),
                      of);
    if (arg.swizzle != 128 ||
        arg.box.back() * static_cast<int64_t>(getByteWidth(desc->dtype)) !=
            arg.swizzle)
      return map.fail("'swizzle' must be 128 with 128 bytes (64 16-bit or "
                      "32 f32 elements) in the box's innermost axis");
    arg.kind = KernelArg::Kind::TensorMap;
    arg.bufferIndex = static_cast<size_t>(desc - manifest.buffers.data());
    return map.rejectUnknownKeys() && reader.rejectUnknownKeys();
  }
  if (dim) {
    if (!requireVersion2(reader, manifest, "a 'dim' argument", *dim))
      return false;
    if (buffer || scalar)
      return reader.fail("a 'dim' argument takes no '" +
                         std::string(buffer ? "buffer" : "scalar") + "' field");
    if (!manifest.lookupDim(getString(*dim)))
      return reader.fail(unknownDimMessage(manifest, getString(*dim)), dim);
    // An index, lowered to i64: filled in by resolveDims().
    arg.kind = KernelArg::Kind::Scalar;
    arg.scalarType = DType::I64;
    arg.dim = getString(*dim);
    return reader.rejectUnknownKeys();
  }
  if (buffer) {
    arg.kind = KernelArg::Kind::Buffer;
    const BufferDesc *desc = manifest.lookupBuffer(getString(*buffer));
    if (!desc)
      return reader.fail("unknown buffer '" + getString(*buffer) + "'", buffer);
    arg.bufferIndex = static_cast<size_t>(desc - manifest.buffers.data());
    if (!reader.readInt("offset", arg.offset, false, 0, INT64_MAX))
      return false;
    // A slice of a flat argument: within it, and as aligned as the
    // allocation (the kernels' vector loads assume 16 bytes).
    if (arg.offset != 0 &&
        (desc->shape.size() != 1 || desc->shape[0] < 0 ||
         arg.offset >= desc->shape[0] ||
         arg.offset * static_cast<int64_t>(getByteWidth(desc->dtype)) % 16))
      return reader.fail("an 'offset' must point into a static 1-D buffer "
                         "at a multiple of 16 bytes; '" + desc->name +
                         "' is not one, or the offset is past its end or "
                         "not so aligned");
    return reader.rejectUnknownKeys();
  }
  if (!scalar)
    return reader.fail(manifest.version >= 2
                           ? "expected a 'buffer', a 'scalar', a 'dim', a 'tensor_map' or a 'counters' field"
                           : "expected a 'buffer' or a 'scalar' field");
  size_t type;
  if (!reader.readChoice("scalar", dtypeNames, type))
    return false;
  if (DType(type) == DType::I1)
    return reader.fail("invalid scalar 'i1' (expected f32, f16, bf16, f64, i32 "
                       "or i64)");
  arg.kind = KernelArg::Kind::Scalar;
  arg.scalarType = DType(type);
  if (!isFloatDType(arg.scalarType)) {
    int64_t limit = arg.scalarType == DType::I32 ? INT32_MAX : INT64_MAX;
    if (!reader.readInt("value", arg.intValue, true, -limit - 1, limit))
      return false;
  } else {
    const Json *number;
    if (!reader.get("value", true, &Json::is_number, "a number", number))
      return false;
    arg.floatValue = number->get<double>();
  }
  return reader.rejectUnknownKeys();
}

static bool decodeKernel(Decoder &decoder, const Json &value, size_t index,
                         const Manifest &manifest, KernelDesc &kernel) {
  std::string context = "kernels[" + std::to_string(index) + "]";
  if (!expectObject(decoder, value, context))
    return false;
  ObjectReader reader(decoder, value, context);
  kernel.loc = decoder.getLoc(value);
  if (!reader.readString("name", kernel.name))
    return false;
  reader.setContext("kernel '" + kernel.name + "'");
  int64_t sharedBytes = 0;
  const Json *args, *chain;
  const Json *grid = reader.find("grid");
  bool gridHasObjects =
      grid && grid->is_array() &&
      std::any_of(grid->begin(), grid->end(),
                  [](const Json &element) { return element.is_object(); });
  if (gridHasObjects && manifest.version < 2)
    return requireVersion2(reader, manifest, "a {\"product\": ...} grid entry",
                           *grid);
  if (!(manifest.version >= 2
            ? decodeGrid(decoder, reader, manifest, kernel)
            : decodeLaunchDims(reader, "grid", kernel.grid)) ||
      !decodeLaunchDims(reader, "block", kernel.block) ||
      !reader.readInt("shared_bytes", sharedBytes, false, 0, UINT32_MAX) ||
      !reader.get("chain", false, &Json::is_string, "a string", chain) ||
      !reader.get("args", true, &Json::is_array, "an array", args))
    return false;
  kernel.sharedBytes = static_cast<unsigned>(sharedBytes);
  if (chain)
    kernel.chain = getString(*chain);
  kernel.args.resize(args->size());
  for (size_t i = 0; i < args->size(); ++i)
    if (!decodeKernelArg(decoder, (*args)[i],
                         reader.getContext() + " arg #" + std::to_string(i),
                         manifest, kernel.args[i]))
      return false;
  return reader.rejectUnknownKeys();
}

/// Decodes one reference op; `defined` holds the names readable so far.
static bool decodeRefOp(Decoder &decoder, const Json &value, size_t index,
                        const Manifest &manifest,
                        std::set<std::string> &defined, RefOp &op) {
  std::string context = "reference[" + std::to_string(index) + "]";
  if (!expectObject(decoder, value, context))
    return false;
  ObjectReader reader(decoder, value, context);
  op.loc = decoder.getLoc(value);
  size_t kind;
  if (!reader.readChoice("op", refOpKindNames, kind))
    return false;
  op.kind = RefOp::Kind(kind);
  if (op.kind == RefOp::Kind::Opaque) {
    // Anything goes; only remember the output so that later ops may read it.
    const Json *output = reader.find("output");
    if (output && output->is_string())
      defined.insert(op.output = getString(*output));
    return true;
  }
  reader.setContext(context + " (" + stringifyRefOpKind(op.kind) + ")");

  const Json *inputs, *output;
  if (!reader.readStringArray("inputs", op.inputs, inputs) ||
      !reader.get("output", true, &Json::is_string, "a string", output))
    return false;
  size_t minInputs =
      op.kind == RefOp::Kind::Attention                               ? 3
      : op.kind == RefOp::Kind::Matmul || op.kind == RefOp::Kind::Add ? 2
                                                                      : 1;
  size_t maxInputs = op.kind == RefOp::Kind::Attention ? 4 : minInputs;
  if (op.inputs.size() < minInputs || op.inputs.size() > maxInputs)
    return reader.fail(
        "expected " + std::to_string(minInputs) +
            (minInputs == maxInputs ? "" : " or " + std::to_string(maxInputs)) +
            " inputs, got " + std::to_string(op.inputs.size()),
        inputs);
  for (size_t i = 0; i < op.inputs.size(); ++i) {
    const BufferDesc *buffer = manifest.lookupBuffer(op.inputs[i]);
    if (!defined.count(op.inputs[i]) &&
        !(buffer && buffer->kind == BufferKind::Input))
      return reader.fail("input '" + op.inputs[i] +
                             "' is neither an input buffer nor the output "
                             "of an earlier op",
                         &(*inputs)[i]);
  }
  op.output = getString(*output);
  const BufferDesc *outputBuffer = manifest.lookupBuffer(op.output);
  if (op.output.empty() || defined.count(op.output) ||
      (outputBuffer && outputBuffer->kind == BufferKind::Input))
    return reader.fail("output '" + op.output +
                           "' is empty, an input buffer or already defined",
                       output);
  defined.insert(op.output);

  bool isMatmul = op.kind == RefOp::Kind::Matmul;
  bool isAttention = op.kind == RefOp::Kind::Attention;
  const Json *factor = nullptr;
  if ((isMatmul && (!reader.readBool("transpose_lhs", op.transposeLhs) ||
                    !reader.readBool("transpose_rhs", op.transposeRhs))) ||
      ((isMatmul || isAttention) && !reader.readNumber("scale", op.scale)) ||
      (isAttention && !reader.readBool("causal", op.causal)) ||
      (op.kind == RefOp::Kind::CausalMask &&
       !reader.readBool("strict", op.strict)) ||
      (op.kind == RefOp::Kind::Softmax &&
       !reader.readInt("axis", op.axis, false, -64, 63)) ||
      (op.kind == RefOp::Kind::Scale &&
       !reader.get("factor", true, &Json::is_number, "a number", factor)))
    return false;
  if (factor)
    op.factor = factor->get<double>();
  return reader.rejectUnknownKeys();
}

static bool decodeManifest(Decoder &decoder, const Json &root,
                           Manifest &manifest) {
  if (!expectObject(decoder, root, "the manifest"))
    return false;
  ObjectReader reader(decoder, root, "manifest");
  const Json *entry, *arch, *dims, *buffers, *kernels, *reference;
  if (!reader.readInt("version", manifest.version, true, INT64_MIN, INT64_MAX))
    return false;
  if (manifest.version != 1 && manifest.version != 2)
    return reader.fail("unsupported version " +
                       std::to_string(manifest.version) + " (expected 1 or 2)");
  if (!reader.readString("ptx", manifest.ptx) ||
      !reader.get("entry", false, &Json::is_string, "a string", entry) ||
      !reader.get("arch", false, &Json::is_string, "a string", arch) ||
      !reader.readNumber("flops", manifest.flops) ||
      !reader.get("dims", false, &Json::is_array, "an array", dims) ||
      !reader.get("buffers", true, &Json::is_array, "an array", buffers) ||
      !reader.get("kernels", true, &Json::is_array, "an array", kernels) ||
      !reader.get("reference", false, &Json::is_array, "an array", reference) ||
      !reader.rejectUnknownKeys())
    return false;
  if (entry)
    manifest.entry = getString(*entry);
  if (arch) {
    manifest.arch = getString(*arch);
    if (!isValidArch(manifest.arch))
      return reader.fail("invalid arch '" + manifest.arch +
                             "' (expected e.g. sm_80 or sm_90a)",
                         arch);
  }
  if (manifest.flops && *manifest.flops < 0)
    return reader.fail("field 'flops' must not be negative");

  std::vector<const Json *> dimSites;
  if (dims && (!requireVersion2(reader, manifest, "field 'dims'", *dims) ||
               !decodeDims(decoder, *dims, manifest, dimSites)))
    return false;

  std::set<std::string> bufferNames;
  manifest.buffers.resize(buffers->size());
  for (size_t i = 0; i < buffers->size(); ++i) {
    BufferDesc &buffer = manifest.buffers[i];
    if (!decodeBuffer(decoder, (*buffers)[i], i, manifest, buffer))
      return false;
    if (!bufferNames.insert(buffer.name).second)
      return decoder.failAt((*buffers)[i],
                            "duplicate buffer name '" + buffer.name + "'");
  }
  if (!checkDimSites(decoder, manifest, dimSites))
    return false;

  if (kernels->empty())
    return reader.fail("field 'kernels' must not be empty", kernels);
  manifest.kernels.resize(kernels->size());
  for (size_t i = 0; i < kernels->size(); ++i)
    if (!decodeKernel(decoder, (*kernels)[i], i, manifest, manifest.kernels[i]))
      return false;

  manifest.hasReference = reference != nullptr;
  std::set<std::string> defined;
  manifest.reference.resize(reference ? reference->size() : 0);
  for (size_t i = 0; i < manifest.reference.size(); ++i)
    if (!decodeRefOp(decoder, (*reference)[i], i, manifest, defined,
                     manifest.reference[i]))
      return false;
  return true;
}

Status fusec::runtime::parseManifest(std::string_view text, Manifest &result) {
  Decoder decoder(text);
  Manifest manifest;
  if (!decoder.error.empty() ||
      !decodeManifest(decoder, decoder.root, manifest))
    return Status::failure(decoder.error);
  result = std::move(manifest);
  return Status::success();
}

/// For a missing NAME.manifest.json beside the manifests fusec writes for a
/// module of several public functions (NAME.<function>.manifest.json):
/// " (the module has several public functions, one manifest each: ...)".
static std::string perFunctionHint(const std::string &path) {
  namespace fs = std::filesystem;
  const std::string suffix = ".manifest.json";
  fs::path missing(path);
  std::string file = missing.filename().string();
  if (file.size() <= suffix.size() ||
      file.compare(file.size() - suffix.size(), suffix.size(), suffix) != 0)
    return "";
  std::string prefix = file.substr(0, file.size() - suffix.size()) + ".";
  fs::path dir = missing.parent_path();
  std::error_code ec;
  std::vector<std::string> found;
  for (fs::directory_iterator it(dir.empty() ? fs::path(".") : dir, ec), end;
       !ec && it != end; it.increment(ec)) {
    std::string name = it->path().filename().string();
    if (name.size() > prefix.size() + suffix.size() &&
        name.compare(0, prefix.size(), prefix) == 0 &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
      found.push_back((dir / name).string());
  }
  if (found.empty())
    return "";
  std::sort(found.begin(), found.end());
  std::string hint =
      " (the module has several public functions, one manifest each: ";
  for (size_t i = 0; i < found.size(); ++i)
    hint += (i ? ", " : "") + found[i];
  return hint + ")";
}

Status fusec::runtime::readManifestFile(const std::string &path,
                                        Manifest &result) {
  std::ifstream file(path, std::ios::binary);
  std::string contents{std::istreambuf_iterator<char>(file),
                       std::istreambuf_iterator<char>()};
  if (!file.is_open() || file.bad())
    return Status::failure(path + ": cannot read file" +
                           perFunctionHint(path));
  if (Status s = parseManifest(contents, result); s.failed())
    return Status::failure(path + ":" + s.getMessage());
  return Status::success();
}

//===----------------------------------------------------------------------===//
// Dynamic extents
//===----------------------------------------------------------------------===//

/// Describes where `dim` occurs: "axis 2 of arg1".
static std::string describeSite(const DimDesc &dim) {
  return "axis " + std::to_string(dim.axis) + " of " + dim.buffer;
}

/// Formats a buffer's shape as the manifest gives it: "[s0,s1,64]".
static std::string formatManifestShape(const BufferDesc &buffer) {
  std::string result = "[";
  for (size_t i = 0; i < buffer.shape.size(); ++i)
    result +=
        (i ? "," : "") + (buffer.isDynamic() && !buffer.shapeSymbols[i].empty()
                              ? buffer.shapeSymbols[i]
                              : std::to_string(buffer.shape[i]));
  return result + "]";
}

Status fusec::runtime::bindDim(const Manifest &manifest,
                               const std::string &name, int64_t value,
                               const std::string &source,
                               DimBindings &bindings) {
  if (!manifest.lookupDim(name))
    return Status::failure(unknownDimMessage(manifest, name));
  if (value < 1 || value > kMaxExtent)
    return Status::failure("dimension " + name + " must be in [1, " +
                           std::to_string(kMaxExtent) + "], got " +
                           std::to_string(value) + " from " + source);
  auto [it, inserted] = bindings.try_emplace(name, DimBinding{value, source});
  if (!inserted && it->second.value != value)
    return Status::failure("conflicting values for dimension " + name + ": " +
                           std::to_string(it->second.value) + " from " +
                           it->second.source + " and " + std::to_string(value) +
                           " from " + source);
  return Status::success();
}

Status fusec::runtime::bindShape(const Manifest &manifest,
                                 const std::string &bufferName,
                                 const std::vector<int64_t> &extents,
                                 const std::string &source,
                                 DimBindings &bindings) {
  const BufferDesc *buffer = manifest.lookupBuffer(bufferName);
  if (!buffer)
    return Status::failure("unknown buffer '" + bufferName +
                           "' (the manifest has " +
                           listNames(manifest.buffers) + ")");
  if (extents.size() != buffer->shape.size())
    return Status::failure(bufferName + ": the manifest gives it " +
                           std::to_string(buffer->shape.size()) +
                           " dimensions " + formatManifestShape(*buffer) +
                           ", " + std::to_string(extents.size()) + " given");
  // All or nothing: bind into a copy.
  DimBindings updated = bindings;
  for (size_t i = 0; i < extents.size(); ++i) {
    if (buffer->isDynamic() && !buffer->shapeSymbols[i].empty()) {
      if (Status s = bindDim(manifest, buffer->shapeSymbols[i], extents[i],
                             source, updated);
          s.failed())
        return s;
    } else if (extents[i] != buffer->shape[i]) {
      return Status::failure(bufferName + ": axis " + std::to_string(i) +
                             " is " + std::to_string(buffer->shape[i]) +
                             " in the manifest, " + std::to_string(extents[i]) +
                             " given");
    }
  }
  bindings = std::move(updated);
  return Status::success();
}

std::map<std::string, int64_t>
fusec::runtime::getDimValues(const DimBindings &bindings) {
  std::map<std::string, int64_t> values;
  for (const auto &[name, binding] : bindings)
    values[name] = binding.value;
  return values;
}

std::string fusec::runtime::formatDims(const Manifest &manifest) {
  std::string result;
  for (const DimDesc &dim : manifest.dims)
    result += (result.empty() ? "" : " ") + dim.name + "=" +
              (dim.value ? std::to_string(*dim.value) : "?");
  return result;
}

/// The CUDA limit of grid entry `axis`.
static int64_t getGridLimit(size_t axis) {
  return axis == 0 ? INT32_MAX : 65535;
}

/// Describes grid entry `axis` of `kernel` for messages: "grid.y = 70000" or
/// "grid.y = s0*s1 = 70000 (s0=7000, s1=10)"; `value` empty for overflow.
static std::string describeGridEntry(const Manifest &manifest,
                                     const KernelDesc &kernel, size_t axis,
                                     const std::string &value) {
  std::string result = "kernel '" + kernel.name + "': grid." + "xyz"[axis];
  const std::optional<GridExpr> &expr = kernel.gridExprs[axis];
  if (!expr)
    return result + " = " + value;
  result += " = " + expr->str() + (value.empty() ? "" : " = " + value) + " (";
  std::set<std::string> shown;
  for (const std::string &symbol : expr->symbols) {
    if (!shown.insert(symbol).second)
      continue;
    const DimDesc *dim = manifest.lookupDim(symbol);
    result += (shown.size() > 1 ? ", " : "") + symbol + "=" +
              (dim && dim->value ? std::to_string(*dim->value) : "?");
  }
  return result + ")";
}

Status fusec::runtime::checkGridLimits(const Manifest &manifest) {
  for (const KernelDesc &kernel : manifest.kernels)
    for (size_t axis = 0; axis < 3; ++axis)
      if (kernel.grid[axis] > getGridLimit(axis))
        return Status::failure(
            describeGridEntry(manifest, kernel, axis,
                              std::to_string(kernel.grid[axis])) +
            " is more than the device limit " +
            std::to_string(getGridLimit(axis)));
  return Status::success();
}

/// Evaluates `expr` with the values of `manifest`'s symbols; nullopt when the
/// product overflows int64_t.
static std::optional<int64_t> evaluateGridExpr(const Manifest &manifest,
                                               const GridExpr &expr) {
  int64_t product = expr.factor;
  for (const std::string &symbol : expr.symbols) {
    int64_t value = *manifest.lookupDim(symbol)->value;
    if (product > INT64_MAX / value)
      return std::nullopt;
    product *= value;
  }
  return product / expr.ceilDiv + (product % expr.ceilDiv != 0);
}

Status fusec::runtime::resolveDims(const Manifest &manifest,
                                   const std::map<std::string, int64_t> &values,
                                   Manifest &resolved) {
  for (const auto &[name, value] : values)
    if (!manifest.lookupDim(name))
      return Status::failure(unknownDimMessage(manifest, name));
  Manifest result = manifest;
  for (DimDesc &dim : result.dims) {
    auto value = values.find(dim.name);
    if (value == values.end())
      return Status::failure("dimension " + dim.name + " (" +
                             describeSite(dim) + ") has no value");
    if (value->second < 1 || value->second > kMaxExtent)
      return Status::failure("dimension " + dim.name + " (" +
                             describeSite(dim) + ") must be in [1, " +
                             std::to_string(kMaxExtent) + "], got " +
                             std::to_string(value->second));
    dim.value = value->second;
  }
  // A FLOP count describes one shape only.
  if (!result.dims.empty())
    result.flops.reset();

  for (BufferDesc &buffer : result.buffers) {
    if (!buffer.isDynamic())
      continue;
    double elements = 1;
    for (size_t i = 0; i < buffer.shape.size(); ++i) {
      if (!buffer.shapeSymbols[i].empty())
        buffer.shape[i] = *result.lookupDim(buffer.shapeSymbols[i])->value;
      elements *= double(buffer.shape[i]);
    }
    // Bound the size (in floating point) before multiplying it out.
    if (elements > maxBufferElements)
      return Status::failure(
          "buffer '" + buffer.name + "' " + formatManifestShape(buffer) +
          " with " + formatDims(result) + " has more than 2^33 elements");
    buffer.strides.assign(buffer.shape.size(), 1);
    for (size_t i = buffer.shape.size(); i-- > 1;)
      buffer.strides[i - 1] =
          buffer.strides[i] * std::max<int64_t>(buffer.shape[i], 1);
  }

  for (KernelDesc &kernel : result.kernels) {
    for (size_t axis = 0; axis < 3; ++axis) {
      if (!kernel.gridExprs[axis])
        continue;
      std::optional<int64_t> value =
          evaluateGridExpr(result, *kernel.gridExprs[axis]);
      if (!value)
        return Status::failure(describeGridEntry(result, kernel, axis, "") +
                               " overflows 64 bits");
      if (*value > getGridLimit(axis))
        return Status::failure(
            describeGridEntry(result, kernel, axis, std::to_string(*value)) +
            " is more than the device limit " +
            std::to_string(getGridLimit(axis)));
      kernel.grid[axis] = static_cast<unsigned>(*value);
    }
    for (KernelArg &arg : kernel.args)
      if (!arg.dim.empty())
        arg.intValue = *result.lookupDim(arg.dim)->value;
  }
  if (Status s = checkGridLimits(result); s.failed())
    return s;
  resolved = std::move(result);
  return Status::success();
}

//===----------------------------------------------------------------------===//
// PTX entries
//===----------------------------------------------------------------------===//

/// Returns `ptx` with its comments replaced by spaces (newlines kept).
static std::string stripPtxComments(std::string_view ptx) {
  std::string result(ptx);
  for (size_t i = 0; i + 1 < result.size(); ++i) {
    if (result[i] != '/' || (result[i + 1] != '/' && result[i + 1] != '*'))
      continue;
    bool isLine = result[i + 1] == '/';
    size_t end = isLine ? result.find('\n', i) : result.find("*/", i + 2);
    end = end == std::string::npos ? result.size() : end + (isLine ? 0 : 2);
    for (size_t j = i; j < end; ++j)
      if (result[j] != '\n')
        result[j] = ' ';
    i = end - 1;
  }
  return result;
}

static bool isPtxIdentifierChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
         c == '%' || c == '.';
}

std::optional<size_t>
fusec::runtime::countPtxEntryParams(std::string_view ptx,
                                    std::string_view name) {
  std::string text = stripPtxComments(ptx);
  auto skipSpace = [&](size_t pos) {
    while (pos < text.size() &&
           std::isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
    return pos;
  };
  const std::string_view directive = ".entry";
  for (size_t pos = text.find(directive); pos != std::string::npos;
       pos = text.find(directive, pos + 1)) {
    // A whole token: ".entry" followed by white space.
    if ((pos > 0 && isPtxIdentifierChar(text[pos - 1])) ||
        pos + directive.size() >= text.size() ||
        !std::isspace(static_cast<unsigned char>(text[pos + directive.size()])))
      continue;
    size_t begin = skipSpace(pos + directive.size()), end = begin;
    while (end < text.size() && isPtxIdentifierChar(text[end]))
      ++end;
    if (std::string_view(text).substr(begin, end - begin) != name)
      continue;
    // No parameter list means no parameters.
    size_t open = skipSpace(end);
    if (open >= text.size() || text[open] != '(')
      return 0;
    size_t close = text.find(')', open);
    if (close == std::string::npos)
      return std::nullopt;
    size_t count = 0;
    for (size_t param = text.find(".param", open);
         param != std::string::npos && param < close;
         param = text.find(".param", param + 1))
      count += !isPtxIdentifierChar(text[param + 6]);
    return count;
  }
  return std::nullopt;
}

Status fusec::runtime::checkPtxEntries(const Manifest &manifest,
                                       std::string_view ptx) {
  for (const KernelDesc &kernel : manifest.kernels) {
    std::optional<size_t> count = countPtxEntryParams(ptx, kernel.name);
    if (count && *count != kernel.args.size())
      return Status::failure(kernel.loc.str() + ": kernel '" + kernel.name +
                             "': the PTX entry takes " +
                             std::to_string(*count) +
                             " parameters but the manifest passes " +
                             std::to_string(kernel.args.size()));
  }
  return Status::success();
}
