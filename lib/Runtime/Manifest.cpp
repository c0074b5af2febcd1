//===- Manifest.cpp - Launch manifest model and parser --------------------===//
//
// Part of fusec. Depends only on the C++17 standard library.
//
//===----------------------------------------------------------------------===//
//
// A small strict JSON parser (values remember their offset for located errors)
// and the decoder from JSON to the Manifest model, which validates the schema
// documented in Manifest.h.
//
//===----------------------------------------------------------------------===//

#include "fusec/Runtime/Manifest.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <set>
#include <tuple>

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
static const std::vector<const char *> dtypeNames = {"f32", "f16", "bf16",
                                                     "i32", "i64"};
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
  return type == DType::F16 || type == DType::BF16 ? 2
         : type == DType::I64                      ? 8
                                                   : 4;
}

bool fusec::runtime::isFloatDType(DType type) {
  return type == DType::F32 || type == DType::F16 || type == DType::BF16;
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
/// A parsed JSON value with the byte offset where it starts.
struct JsonValue {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  size_t offset = 0;
  bool boolean = false;
  double number = 0;
  /// Set for numbers written without fraction or exponent that fit int64_t.
  bool isInteger = false;
  int64_t integer = 0;
  std::string string;
  /// Array elements, or object member values (keys in `keys`, same order).
  std::vector<JsonValue> elements;
  std::vector<std::string> keys;
  std::vector<size_t> keyOffsets;
};

/// Recursive-descent parser for RFC 8259 JSON.
class JsonParser {
public:
  explicit JsonParser(std::string_view text) : text(text) {}

  /// Parses the whole text as one value.
  bool parse(JsonValue &result) {
    if (!parseValue(result, 0))
      return false;
    skipWhitespace();
    if (pos != text.size())
      return fail(pos, "unexpected trailing characters after the JSON value");
    return true;
  }

  size_t errorOffset = 0;
  std::string error;

private:
  static constexpr unsigned maxDepth = 200;

  bool fail(size_t offset, std::string message) {
    errorOffset = offset;
    error = std::move(message);
    return false;
  }
  bool atEnd() const { return pos >= text.size(); }
  void skipWhitespace() {
    while (!atEnd() && (text[pos] == ' ' || text[pos] == '\t' ||
                        text[pos] == '\n' || text[pos] == '\r'))
      ++pos;
  }
  std::string describeHere() const {
    if (atEnd())
      return "end of input";
    char c = text[pos];
    if (c >= 0x20 && c < 0x7f)
      return std::string("'") + c + "'";
    return "byte " + std::to_string(static_cast<unsigned char>(c));
  }

  bool parseValue(JsonValue &value, unsigned depth);
  bool parseContainer(JsonValue &value, unsigned depth, bool isObject);
  bool parseString(std::string &result);
  bool parseNumber(JsonValue &value);
  bool parseHex4(unsigned &result);

  std::string_view text;
  size_t pos = 0;
};
} // namespace

bool JsonParser::parseValue(JsonValue &value, unsigned depth) {
  skipWhitespace();
  value = JsonValue();
  value.offset = pos;
  if (atEnd())
    return fail(pos, "expected a value, found end of input");
  char c = text[pos];
  if (c == '{' || c == '[') {
    if (depth >= maxDepth)
      return fail(pos, "nesting deeper than " + std::to_string(maxDepth));
    return parseContainer(value, depth + 1, c == '{');
  }
  if (c == '"') {
    value.kind = JsonValue::Kind::String;
    return parseString(value.string);
  }
  if (c == '-' || (c >= '0' && c <= '9'))
    return parseNumber(value);
  for (auto [word, kind, boolean] :
       {std::tuple{"true", JsonValue::Kind::Bool, true},
        std::tuple{"false", JsonValue::Kind::Bool, false},
        std::tuple{"null", JsonValue::Kind::Null, false}}) {
    if (text.substr(pos, std::strlen(word)) == word) {
      value.kind = kind;
      value.boolean = boolean;
      pos += std::strlen(word);
      return true;
    }
  }
  return fail(pos, "expected a value, found " + describeHere());
}

bool JsonParser::parseContainer(JsonValue &value, unsigned depth,
                                bool isObject) {
  value.kind = isObject ? JsonValue::Kind::Object : JsonValue::Kind::Array;
  char close = isObject ? '}' : ']';
  ++pos;
  skipWhitespace();
  if (!atEnd() && text[pos] == close) {
    ++pos;
    return true;
  }
  std::set<std::string> seenKeys;
  while (true) {
    skipWhitespace();
    if (isObject) {
      size_t keyOffset = pos;
      if (atEnd() || text[pos] != '"')
        return fail(pos, "expected a string key, found " + describeHere());
      std::string key;
      if (!parseString(key))
        return false;
      if (!seenKeys.insert(key).second)
        return fail(keyOffset, "duplicate key '" + key + "'");
      skipWhitespace();
      if (atEnd() || text[pos] != ':')
        return fail(pos, "expected ':' after key, found " + describeHere());
      ++pos;
      value.keys.push_back(std::move(key));
      value.keyOffsets.push_back(keyOffset);
    }
    value.elements.emplace_back();
    if (!parseValue(value.elements.back(), depth))
      return false;
    skipWhitespace();
    if (!atEnd() && text[pos] == close) {
      ++pos;
      return true;
    }
    if (atEnd() || text[pos] != ',')
      return fail(pos, std::string("expected ',' or '") + close + "', found " +
                           describeHere());
    size_t commaOffset = pos++;
    skipWhitespace();
    if (!atEnd() && text[pos] == close)
      return fail(commaOffset, "trailing comma");
  }
}

bool JsonParser::parseHex4(unsigned &result) {
  result = 0;
  for (int i = 0; i < 4; ++i, ++pos) {
    if (atEnd() || !std::isxdigit(static_cast<unsigned char>(text[pos])))
      return fail(pos, "expected 4 hex digits after \\u");
    char c = text[pos];
    result = result * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  }
  return true;
}

bool JsonParser::parseString(std::string &result) {
  ++pos; // Opening quote.
  while (true) {
    if (atEnd())
      return fail(pos, "unterminated string");
    char c = text[pos];
    if (c == '"') {
      ++pos;
      return true;
    }
    if (static_cast<unsigned char>(c) < 0x20)
      return fail(pos, "unescaped control character in string");
    if (c != '\\') {
      result += c;
      ++pos;
      continue;
    }
    size_t escapeOffset = pos++;
    if (atEnd())
      return fail(pos, "unterminated string");
    char escape = text[pos++];
    switch (escape) {
    case '"':
    case '\\':
    case '/':
      result += escape;
      continue;
    case 'b':
      result += '\b';
      continue;
    case 'f':
      result += '\f';
      continue;
    case 'n':
      result += '\n';
      continue;
    case 'r':
      result += '\r';
      continue;
    case 't':
      result += '\t';
      continue;
    case 'u':
      break;
    default:
      return fail(escapeOffset,
                  std::string("invalid escape '\\") + escape + "'");
    }
    unsigned code;
    if (!parseHex4(code))
      return false;
    if (code >= 0xDC00 && code <= 0xDFFF)
      return fail(escapeOffset, "unpaired low surrogate in \\u escape");
    if (code >= 0xD800 && code <= 0xDBFF) {
      unsigned low;
      if (text.substr(pos, 2) != "\\u")
        return fail(escapeOffset, "unpaired high surrogate in \\u escape");
      pos += 2;
      if (!parseHex4(low))
        return false;
      if (low < 0xDC00 || low > 0xDFFF)
        return fail(escapeOffset, "unpaired high surrogate in \\u escape");
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
    }
    // Encode as UTF-8.
    if (code < 0x80) {
      result += static_cast<char>(code);
    } else if (code < 0x800) {
      result += static_cast<char>(0xC0 | (code >> 6));
      result += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
      result += static_cast<char>(0xE0 | (code >> 12));
      result += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      result += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      result += static_cast<char>(0xF0 | (code >> 18));
      result += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
      result += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      result += static_cast<char>(0x80 | (code & 0x3F));
    }
  }
}

bool JsonParser::parseNumber(JsonValue &value) {
  size_t start = pos;
  auto isDigit = [&] {
    return !atEnd() && text[pos] >= '0' && text[pos] <= '9';
  };
  auto skipDigits = [&] {
    if (!isDigit())
      return false;
    while (isDigit())
      ++pos;
    return true;
  };
  if (text[pos] == '-')
    ++pos;
  if (!atEnd() && text[pos] == '0') {
    ++pos;
    if (isDigit())
      return fail(start, "leading zeros are not allowed in numbers");
  } else if (!skipDigits()) {
    return fail(pos, "expected a digit, found " + describeHere());
  }
  bool integral = true;
  if (!atEnd() && text[pos] == '.') {
    ++pos;
    integral = false;
    if (!skipDigits())
      return fail(pos, "expected a digit after '.', found " + describeHere());
  }
  if (!atEnd() && (text[pos] == 'e' || text[pos] == 'E')) {
    ++pos;
    integral = false;
    if (!atEnd() && (text[pos] == '+' || text[pos] == '-'))
      ++pos;
    if (!skipDigits())
      return fail(pos,
                  "expected a digit in the exponent, found " + describeHere());
  }
  std::string token(text.substr(start, pos - start));
  value.kind = JsonValue::Kind::Number;
  value.number = std::strtod(token.c_str(), nullptr);
  if (!std::isfinite(value.number))
    return fail(start, "number out of range");
  if (integral) {
    errno = 0;
    long long integer = std::strtoll(token.c_str(), nullptr, 10);
    value.isInteger = errno != ERANGE;
    value.integer = integer;
  }
  return true;
}

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

//===----------------------------------------------------------------------===//
// Manifest decoding
//===----------------------------------------------------------------------===//

namespace {
/// Converts JSON values to manifest fields. Decoding functions return false
/// after recording the first error, located at the offending JSON text.
class Decoder {
public:
  explicit Decoder(std::string_view text) : text(text) {}

  SourceLoc getLoc(const JsonValue &value) const {
    return locate(text, value.offset);
  }
  bool fail(size_t offset, const std::string &message) {
    if (error.empty())
      error = locate(text, offset).str() + ": " + message;
    return false;
  }

  std::string error;

private:
  std::string_view text;
};

/// Reads the members of one JSON object, remembering which keys were used so
/// that unknown keys can be rejected. Messages start with a context such as
/// "buffer 'arg0'".
class ObjectReader {
public:
  ObjectReader(Decoder &decoder, const JsonValue &object, std::string context)
      : decoder(decoder), object(object), context(std::move(context)),
        used(object.keys.size(), false) {}

  void setContext(std::string newContext) { context = std::move(newContext); }
  const std::string &getContext() const { return context; }

  /// Records an error located at `at` (default: the object).
  bool fail(const std::string &message, const JsonValue *at = nullptr) {
    return decoder.fail((at ? *at : object).offset, context + ": " + message);
  }

  /// Returns the value of `key` (marking it used), or null.
  const JsonValue *find(std::string_view key) {
    for (size_t i = 0; i < object.keys.size(); ++i) {
      if (object.keys[i] == key) {
        used[i] = true;
        return &object.elements[i];
      }
    }
    return nullptr;
  }

  /// Looks up `key` of JSON kind `kind` (named `kindName` in messages);
  /// `value` is null when the key is absent, which is an error if `required`.
  bool get(std::string_view key, bool required, JsonValue::Kind kind,
           const char *kindName, const JsonValue *&value) {
    value = find(key);
    if (!value)
      return !required ||
             fail("missing required field '" + std::string(key) + "'");
    if (value->kind != kind)
      return fail("field '" + std::string(key) + "' must be " + kindName,
                  value);
    return true;
  }

  bool readString(std::string_view key, std::string &result) {
    const JsonValue *value;
    if (!get(key, true, JsonValue::Kind::String, "a string", value))
      return false;
    result = value->string;
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
    const JsonValue *value;
    if (!get(key, true, JsonValue::Kind::String, "a string", value))
      return false;
    for (index = 0; index < choices.size(); ++index)
      if (value->string == choices[index])
        return true;
    std::string expected;
    for (size_t i = 0; i < choices.size(); ++i)
      expected += std::string(i == 0                   ? ""
                              : i + 1 < choices.size() ? ", "
                                                       : " or ") +
                  choices[i];
    return fail("invalid " + std::string(key) + " '" + value->string +
                    "' (expected " + expected + ")",
                value);
  }

  bool readBool(std::string_view key, bool &result) {
    const JsonValue *value;
    if (!get(key, false, JsonValue::Kind::Bool, "true or false", value))
      return false;
    if (value)
      result = value->boolean;
    return true;
  }

  bool readNumber(std::string_view key, std::optional<double> &result) {
    const JsonValue *value;
    if (!get(key, false, JsonValue::Kind::Number, "a number", value))
      return false;
    if (value)
      result = value->number;
    return true;
  }

  /// Reads an integer in [minValue, maxValue]; unchanged when absent.
  bool readInt(std::string_view key, int64_t &result, bool required,
               int64_t minValue, int64_t maxValue) {
    const JsonValue *value;
    return get(key, required, JsonValue::Kind::Number, "an integer", value) &&
           (!value || checkInt(*value, "field '" + std::string(key) + "'",
                               minValue, maxValue, result));
  }

  /// Reads an array of integers in [minValue, maxValue].
  bool readIntArray(std::string_view key, std::vector<int64_t> &result,
                    bool required, int64_t minValue, int64_t maxValue,
                    const JsonValue **array = nullptr) {
    const JsonValue *value;
    if (!get(key, required, JsonValue::Kind::Array, "an array of integers",
             value))
      return false;
    if (!value)
      return true;
    if (array)
      *array = value;
    result.assign(value->elements.size(), 0);
    for (size_t i = 0; i < result.size(); ++i)
      if (!checkInt(value->elements[i],
                    "elements of '" + std::string(key) + "'", minValue,
                    maxValue, result[i]))
        return false;
    return true;
  }

  /// Reads a required array of strings.
  bool readStringArray(std::string_view key, std::vector<std::string> &result,
                       const JsonValue *&array) {
    if (!get(key, true, JsonValue::Kind::Array, "an array of strings", array))
      return false;
    for (const JsonValue &element : array->elements) {
      if (element.kind != JsonValue::Kind::String)
        return fail("elements of '" + std::string(key) + "' must be strings",
                    &element);
      result.push_back(element.string);
    }
    return true;
  }

  /// Fails on the first key that no get() asked for, located at the key.
  bool rejectUnknownKeys() {
    for (size_t i = 0; i < object.keys.size(); ++i)
      if (!used[i])
        return decoder.fail(object.keyOffsets[i], context +
                                                      ": unknown field '" +
                                                      object.keys[i] + "'");
    return true;
  }

  /// Checks that `value` is an integer in [minValue, maxValue]; `what` names
  /// it in the message ("field 'x'", "elements of 'y'").
  bool checkInt(const JsonValue &value, const std::string &what,
                int64_t minValue, int64_t maxValue, int64_t &result) {
    if (value.kind != JsonValue::Kind::Number || !value.isInteger)
      return fail(what + " must be an integer", &value);
    if (value.integer < minValue || value.integer > maxValue)
      return fail(what + " must be in [" + std::to_string(minValue) + ", " +
                      std::to_string(maxValue) + "], got " +
                      std::to_string(value.integer),
                  &value);
    result = value.integer;
    return true;
  }

private:
  Decoder &decoder;
  const JsonValue &object;
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

static bool expectObject(Decoder &decoder, const JsonValue &value,
                         const std::string &what) {
  return value.kind == JsonValue::Kind::Object ||
         decoder.fail(value.offset, what + " must be an object");
}

/// Fails unless the manifest is version 2 or later: `what` is a version 2
/// feature, located at `at`.
static bool requireVersion2(ObjectReader &reader, const Manifest &manifest,
                            const std::string &what, const JsonValue &at) {
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
static bool decodeDims(Decoder &decoder, const JsonValue &dims,
                       Manifest &manifest,
                       std::vector<const JsonValue *> &sites) {
  manifest.dims.resize(dims.elements.size());
  for (size_t i = 0; i < dims.elements.size(); ++i) {
    const JsonValue &value = dims.elements[i];
    std::string context = "dims[" + std::to_string(i) + "]";
    if (!expectObject(decoder, value, context))
      return false;
    DimDesc &dim = manifest.dims[i];
    ObjectReader reader(decoder, value, context);
    dim.loc = decoder.getLoc(value);
    const JsonValue *name;
    if (!reader.get("name", true, JsonValue::Kind::String, "a string", name))
      return false;
    dim.name = name->string;
    if (!isValidDimName(dim.name))
      return reader.fail("invalid dimension name '" + dim.name +
                             "' (expected a letter or '_', then letters, "
                             "digits or '_')",
                         name);
    if (manifest.lookupDim(dim.name) != &dim)
      return decoder.fail(value.offset,
                          "duplicate dimension '" + dim.name + "'");
    reader.setContext("dimension '" + dim.name + "'");
    const JsonValue *buffer;
    if (!reader.get("buffer", true, JsonValue::Kind::String, "a string",
                    buffer) ||
        !reader.readInt("axis", dim.axis, true, 0, 63) ||
        !reader.rejectUnknownKeys())
      return false;
    dim.buffer = buffer->string;
    sites.push_back(buffer);
  }
  return true;
}

/// Checks that each symbol's "buffer" has the symbol at "axis" (`sites`: the
/// "buffer" values, for locations).
static bool checkDimSites(Decoder &decoder, const Manifest &manifest,
                          const std::vector<const JsonValue *> &sites) {
  for (size_t i = 0; i < manifest.dims.size(); ++i) {
    const DimDesc &dim = manifest.dims[i];
    std::string context = "dimension '" + dim.name + "': ";
    const BufferDesc *buffer = manifest.lookupBuffer(dim.buffer);
    if (!buffer)
      return decoder.fail(sites[i]->offset,
                          context + "unknown buffer '" + dim.buffer + "'");
    size_t axis = static_cast<size_t>(dim.axis);
    if (axis >= buffer->shape.size())
      return decoder.fail(sites[i]->offset,
                          context + "axis " + std::to_string(axis) +
                              " is out of range for buffer '" + dim.buffer +
                              "' of rank " +
                              std::to_string(buffer->shape.size()));
    std::string actual =
        !buffer->isDynamic() || buffer->shapeSymbols[axis].empty()
            ? std::to_string(buffer->shape[axis])
            : "'" + buffer->shapeSymbols[axis] + "'";
    if (!buffer->isDynamic() || buffer->shapeSymbols[axis] != dim.name)
      return decoder.fail(sites[i]->offset,
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
  const JsonValue *shape;
  if (!reader.get("shape", true, JsonValue::Kind::Array,
                  manifest.version >= 2
                      ? "an array of integers and dimension names"
                      : "an array of integers",
                  shape))
    return false;
  buffer.shape.assign(shape->elements.size(), 0);
  std::vector<std::string> symbols(shape->elements.size());
  for (size_t i = 0; i < shape->elements.size(); ++i) {
    const JsonValue &element = shape->elements[i];
    if (element.kind != JsonValue::Kind::String) {
      if (!reader.checkInt(element, "elements of 'shape'", 0, maxDim,
                           buffer.shape[i]))
        return false;
      continue;
    }
    if (!requireVersion2(reader, manifest, "a dimension name in 'shape'",
                         element))
      return false;
    if (!manifest.lookupDim(element.string))
      return reader.fail(unknownDimMessage(manifest, element.string) +
                             " in 'shape'",
                         &element);
    symbols[i] = element.string;
    buffer.shape[i] = kDynamicExtent;
  }
  if (std::any_of(symbols.begin(), symbols.end(),
                  [](const std::string &symbol) { return !symbol.empty(); }))
    buffer.shapeSymbols = std::move(symbols);
  return true;
}

static bool decodeBuffer(Decoder &decoder, const JsonValue &value, size_t index,
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
  const JsonValue *strides = nullptr;
  // Buffers hold floats only: the first three dtypes.
  if (!reader.readChoice("kind", bufferKindNames, kind) ||
      !reader.readChoice("dtype", dtypeNames, dtype, 3) ||
      !decodeShape(reader, manifest, buffer) ||
      !reader.readIntArray("strides", buffer.strides, false, 0, maxDim,
                           &strides))
    return false;
  buffer.kind = BufferKind(kind);
  buffer.dtype = DType(dtype);
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
static bool decodeGridExpr(Decoder &decoder, const JsonValue &value,
                           const std::string &context, const Manifest &manifest,
                           GridExpr &expr) {
  ObjectReader reader(decoder, value, context);
  const JsonValue *product;
  if (!reader.get("product", true, JsonValue::Kind::Array,
                  "an array of dimension names and positive integers",
                  product) ||
      !reader.readInt("ceil_div", expr.ceilDiv, false, 1, maxGridItem))
    return false;
  if (product->elements.empty())
    return reader.fail("field 'product' must not be empty", product);
  for (const JsonValue &item : product->elements) {
    if (item.kind == JsonValue::Kind::String) {
      if (!manifest.lookupDim(item.string))
        return reader.fail(unknownDimMessage(manifest, item.string), &item);
      expr.symbols.push_back(item.string);
      continue;
    }
    int64_t factor;
    if (item.kind != JsonValue::Kind::Number)
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
  const JsonValue *array;
  if (!reader.get("grid", true, JsonValue::Kind::Array,
                  "an array of integers and {\"product\": ...} objects", array))
    return false;
  if (array->elements.empty() || array->elements.size() > 3)
    return reader.fail("'grid' must have 1 to 3 entries", array);
  kernel.grid = {1, 1, 1};
  for (size_t i = 0; i < array->elements.size(); ++i) {
    const JsonValue &element = array->elements[i];
    if (element.kind != JsonValue::Kind::Object) {
      int64_t extent;
      if (element.kind != JsonValue::Kind::Number)
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
  const JsonValue *array = nullptr;
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

static bool decodeKernelArg(Decoder &decoder, const JsonValue &value,
                            const std::string &context,
                            const Manifest &manifest, KernelArg &arg) {
  if (!expectObject(decoder, value, context))
    return false;
  ObjectReader reader(decoder, value, context);
  const JsonValue *buffer, *scalar, *dim;
  if (!reader.get("buffer", false, JsonValue::Kind::String, "a string",
                  buffer) ||
      !reader.get("scalar", false, JsonValue::Kind::String, "a string",
                  scalar) ||
      !reader.get("dim", false, JsonValue::Kind::String, "a string", dim))
    return false;
  if (dim) {
    if (!requireVersion2(reader, manifest, "a 'dim' argument", *dim))
      return false;
    if (buffer || scalar)
      return reader.fail("a 'dim' argument takes no '" +
                         std::string(buffer ? "buffer" : "scalar") + "' field");
    if (!manifest.lookupDim(dim->string))
      return reader.fail(unknownDimMessage(manifest, dim->string), dim);
    // An index, lowered to i64: filled in by resolveDims().
    arg.kind = KernelArg::Kind::Scalar;
    arg.scalarType = DType::I64;
    arg.dim = dim->string;
    return reader.rejectUnknownKeys();
  }
  if (buffer) {
    arg.kind = KernelArg::Kind::Buffer;
    const BufferDesc *desc = manifest.lookupBuffer(buffer->string);
    if (!desc)
      return reader.fail("unknown buffer '" + buffer->string + "'", buffer);
    arg.bufferIndex = static_cast<size_t>(desc - manifest.buffers.data());
    return reader.rejectUnknownKeys();
  }
  if (!scalar)
    return reader.fail(manifest.version >= 2
                           ? "expected a 'buffer', a 'scalar' or a 'dim' field"
                           : "expected a 'buffer' or a 'scalar' field");
  size_t type;
  if (!reader.readChoice("scalar", dtypeNames, type))
    return false;
  arg.kind = KernelArg::Kind::Scalar;
  arg.scalarType = DType(type);
  if (!isFloatDType(arg.scalarType)) {
    int64_t limit = arg.scalarType == DType::I32 ? INT32_MAX : INT64_MAX;
    if (!reader.readInt("value", arg.intValue, true, -limit - 1, limit))
      return false;
  } else {
    const JsonValue *number;
    if (!reader.get("value", true, JsonValue::Kind::Number, "a number", number))
      return false;
    arg.floatValue = number->number;
  }
  return reader.rejectUnknownKeys();
}

static bool decodeKernel(Decoder &decoder, const JsonValue &value, size_t index,
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
  const JsonValue *args, *chain;
  const JsonValue *grid = reader.find("grid");
  bool gridHasObjects =
      grid && grid->kind == JsonValue::Kind::Array &&
      std::any_of(grid->elements.begin(), grid->elements.end(),
                  [](const JsonValue &element) {
                    return element.kind == JsonValue::Kind::Object;
                  });
  if (gridHasObjects && manifest.version < 2)
    return requireVersion2(reader, manifest, "a {\"product\": ...} grid entry",
                           *grid);
  if (!(manifest.version >= 2
            ? decodeGrid(decoder, reader, manifest, kernel)
            : decodeLaunchDims(reader, "grid", kernel.grid)) ||
      !decodeLaunchDims(reader, "block", kernel.block) ||
      !reader.readInt("shared_bytes", sharedBytes, false, 0, UINT32_MAX) ||
      !reader.get("chain", false, JsonValue::Kind::String, "a string", chain) ||
      !reader.get("args", true, JsonValue::Kind::Array, "an array", args))
    return false;
  kernel.sharedBytes = static_cast<unsigned>(sharedBytes);
  if (chain)
    kernel.chain = chain->string;
  kernel.args.resize(args->elements.size());
  for (size_t i = 0; i < args->elements.size(); ++i)
    if (!decodeKernelArg(decoder, args->elements[i],
                         reader.getContext() + " arg #" + std::to_string(i),
                         manifest, kernel.args[i]))
      return false;
  return reader.rejectUnknownKeys();
}

/// Decodes one reference op; `defined` holds the names readable so far.
static bool decodeRefOp(Decoder &decoder, const JsonValue &value, size_t index,
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
    const JsonValue *output = reader.find("output");
    if (output && output->kind == JsonValue::Kind::String)
      defined.insert(op.output = output->string);
    return true;
  }
  reader.setContext(context + " (" + stringifyRefOpKind(op.kind) + ")");

  const JsonValue *inputs, *output;
  if (!reader.readStringArray("inputs", op.inputs, inputs) ||
      !reader.get("output", true, JsonValue::Kind::String, "a string", output))
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
                         &inputs->elements[i]);
  }
  op.output = output->string;
  const BufferDesc *outputBuffer = manifest.lookupBuffer(op.output);
  if (op.output.empty() || defined.count(op.output) ||
      (outputBuffer && outputBuffer->kind == BufferKind::Input))
    return reader.fail("output '" + op.output +
                           "' is empty, an input buffer or already defined",
                       output);
  defined.insert(op.output);

  bool isMatmul = op.kind == RefOp::Kind::Matmul;
  bool isAttention = op.kind == RefOp::Kind::Attention;
  const JsonValue *factor = nullptr;
  if ((isMatmul && (!reader.readBool("transpose_lhs", op.transposeLhs) ||
                    !reader.readBool("transpose_rhs", op.transposeRhs))) ||
      ((isMatmul || isAttention) && !reader.readNumber("scale", op.scale)) ||
      (isAttention && !reader.readBool("causal", op.causal)) ||
      (op.kind == RefOp::Kind::CausalMask &&
       !reader.readBool("strict", op.strict)) ||
      (op.kind == RefOp::Kind::Softmax &&
       !reader.readInt("axis", op.axis, false, -64, 63)) ||
      (op.kind == RefOp::Kind::Scale &&
       !reader.get("factor", true, JsonValue::Kind::Number, "a number",
                   factor)))
    return false;
  if (factor)
    op.factor = factor->number;
  return reader.rejectUnknownKeys();
}

static bool decodeManifest(Decoder &decoder, const JsonValue &root,
                           Manifest &manifest) {
  if (!expectObject(decoder, root, "the manifest"))
    return false;
  ObjectReader reader(decoder, root, "manifest");
  const JsonValue *entry, *arch, *dims, *buffers, *kernels, *reference;
  if (!reader.readInt("version", manifest.version, true, INT64_MIN, INT64_MAX))
    return false;
  if (manifest.version != 1 && manifest.version != 2)
    return reader.fail("unsupported version " +
                       std::to_string(manifest.version) + " (expected 1 or 2)");
  if (!reader.readString("ptx", manifest.ptx) ||
      !reader.get("entry", false, JsonValue::Kind::String, "a string", entry) ||
      !reader.get("arch", false, JsonValue::Kind::String, "a string", arch) ||
      !reader.readNumber("flops", manifest.flops) ||
      !reader.get("dims", false, JsonValue::Kind::Array, "an array", dims) ||
      !reader.get("buffers", true, JsonValue::Kind::Array, "an array",
                  buffers) ||
      !reader.get("kernels", true, JsonValue::Kind::Array, "an array",
                  kernels) ||
      !reader.get("reference", false, JsonValue::Kind::Array, "an array",
                  reference) ||
      !reader.rejectUnknownKeys())
    return false;
  if (entry)
    manifest.entry = entry->string;
  if (arch) {
    manifest.arch = arch->string;
    if (!isValidArch(manifest.arch))
      return reader.fail("invalid arch '" + manifest.arch +
                             "' (expected e.g. sm_80 or sm_90a)",
                         arch);
  }
  if (manifest.flops && *manifest.flops < 0)
    return reader.fail("field 'flops' must not be negative");

  std::vector<const JsonValue *> dimSites;
  if (dims && (!requireVersion2(reader, manifest, "field 'dims'", *dims) ||
               !decodeDims(decoder, *dims, manifest, dimSites)))
    return false;

  std::set<std::string> bufferNames;
  manifest.buffers.resize(buffers->elements.size());
  for (size_t i = 0; i < buffers->elements.size(); ++i) {
    BufferDesc &buffer = manifest.buffers[i];
    if (!decodeBuffer(decoder, buffers->elements[i], i, manifest, buffer))
      return false;
    if (!bufferNames.insert(buffer.name).second)
      return decoder.fail(buffers->elements[i].offset,
                          "duplicate buffer name '" + buffer.name + "'");
  }
  if (!checkDimSites(decoder, manifest, dimSites))
    return false;

  if (kernels->elements.empty())
    return reader.fail("field 'kernels' must not be empty", kernels);
  manifest.kernels.resize(kernels->elements.size());
  for (size_t i = 0; i < kernels->elements.size(); ++i)
    if (!decodeKernel(decoder, kernels->elements[i], i, manifest,
                      manifest.kernels[i]))
      return false;

  manifest.hasReference = reference != nullptr;
  std::set<std::string> defined;
  manifest.reference.resize(reference ? reference->elements.size() : 0);
  for (size_t i = 0; i < manifest.reference.size(); ++i)
    if (!decodeRefOp(decoder, reference->elements[i], i, manifest, defined,
                     manifest.reference[i]))
      return false;
  return true;
}

Status fusec::runtime::parseManifest(std::string_view text, Manifest &result) {
  JsonParser parser(text);
  JsonValue root;
  if (!parser.parse(root))
    return Status::failure(locate(text, parser.errorOffset).str() + ": " +
                           parser.error);
  Manifest manifest;
  Decoder decoder(text);
  if (!decodeManifest(decoder, root, manifest))
    return Status::failure(decoder.error);
  result = std::move(manifest);
  return Status::success();
}

Status fusec::runtime::readManifestFile(const std::string &path,
                                        Manifest &result) {
  std::ifstream file(path, std::ios::binary);
  std::string contents{std::istreambuf_iterator<char>(file),
                       std::istreambuf_iterator<char>()};
  if (!file.is_open() || file.bad())
    return Status::failure(path + ": cannot read file");
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
