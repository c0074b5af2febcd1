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

std::optional<DType> fusec::runtime::parseDType(std::string_view name) {
  for (DType type : {DType::F32, DType::F16, DType::BF16, DType::I32, DType::I64})
    if (name == stringifyDType(type))
      return type;
  return std::nullopt;
}

const char *fusec::runtime::stringifyDType(DType type) {
  switch (type) {
  case DType::F32:
    return "f32";
  case DType::F16:
    return "f16";
  case DType::BF16:
    return "bf16";
  case DType::I32:
    return "i32";
  case DType::I64:
    return "i64";
  }
  return "?";
}

size_t fusec::runtime::getByteWidth(DType type) {
  switch (type) {
  case DType::F16:
  case DType::BF16:
    return 2;
  case DType::F32:
  case DType::I32:
    return 4;
  case DType::I64:
    return 8;
  }
  return 0;
}

bool fusec::runtime::isFloatDType(DType type) {
  return type == DType::F32 || type == DType::F16 || type == DType::BF16;
}

std::string SourceLoc::str() const {
  return std::to_string(line) + ":" + std::to_string(column);
}

const char *fusec::runtime::stringifyBufferKind(BufferKind kind) {
  switch (kind) {
  case BufferKind::Input:
    return "input";
  case BufferKind::Temp:
    return "temp";
  case BufferKind::Output:
    return "output";
  }
  return "?";
}

const char *fusec::runtime::stringifyRefOpKind(RefOp::Kind kind) {
  switch (kind) {
  case RefOp::Kind::Matmul:
    return "matmul";
  case RefOp::Kind::Softmax:
    return "softmax";
  case RefOp::Kind::Attention:
    return "attention";
  case RefOp::Kind::Opaque:
    return "opaque";
  }
  return "?";
}

int64_t BufferDesc::getNumElements() const {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

int64_t BufferDesc::getStorageElements() const {
  int64_t maxOffset = 0;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == 0)
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
    result = result * 16 +
             (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
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
      return fail(escapeOffset, std::string("invalid escape '\\") + escape +
                                    "'");
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
  auto isDigit = [&] { return !atEnd() && text[pos] >= '0' && text[pos] <= '9'; };
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
      return fail(pos, "expected a digit in the exponent, found " +
                           describeHere());
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
/// Converts JSON values to manifest fields, producing located errors.
class Decoder {
public:
  explicit Decoder(std::string_view text) : text(text) {}

  SourceLoc getLoc(const JsonValue &value) const {
    return locate(text, value.offset);
  }
  Status error(size_t offset, const std::string &message) const {
    return Status::failure(locate(text, offset).str() + ": " + message);
  }
  Status error(const JsonValue &at, const std::string &message) const {
    return error(at.offset, message);
  }

private:
  std::string_view text;
};

/// Reads the members of one JSON object, remembering which keys were used so
/// that unknown keys can be rejected.
class ObjectReader {
public:
  ObjectReader(const Decoder &decoder, const JsonValue &object,
               std::string context)
      : decoder(decoder), object(object), context(std::move(context)),
        used(object.keys.size(), false) {}

  /// Names the object in later messages, e.g. "buffer 'arg0'".
  void setContext(std::string newContext) { context = std::move(newContext); }
  const std::string &getContext() const { return context; }

  /// Returns an error located at `at` (default: the object) in this context.
  Status error(const std::string &message, const JsonValue *at = nullptr) const {
    return decoder.error(at ? *at : object, context + ": " + message);
  }

  /// Looks up `key`; `value` is null when absent (an error if `required`).
  Status find(std::string_view key, bool required, const JsonValue *&value) {
    value = nullptr;
    for (size_t i = 0; i < object.keys.size(); ++i) {
      if (object.keys[i] == key) {
        used[i] = true;
        value = &object.elements[i];
        return Status::success();
      }
    }
    if (required)
      return error("missing required field '" + std::string(key) + "'");
    return Status::success();
  }

  /// Looks up `key` and checks its JSON kind.
  Status find(std::string_view key, bool required, JsonValue::Kind kind,
              const char *kindName, const JsonValue *&value) {
    if (Status s = find(key, required, value); s.failed())
      return s;
    if (value && value->kind != kind)
      return error("field '" + std::string(key) + "' must be " + kindName,
                   value);
    return Status::success();
  }

  Status readString(std::string_view key, std::string &result,
                    bool required = true) {
    const JsonValue *value;
    if (Status s = find(key, required, JsonValue::Kind::String, "a string",
                        value);
        s.failed() || !value)
      return s;
    result = value->string;
    return Status::success();
  }

  Status readBool(std::string_view key, bool &result) {
    const JsonValue *value;
    if (Status s = find(key, false, JsonValue::Kind::Bool, "true or false",
                        value);
        s.failed() || !value)
      return s;
    result = value->boolean;
    return Status::success();
  }

  Status readNumber(std::string_view key, std::optional<double> &result) {
    const JsonValue *value;
    if (Status s = find(key, false, JsonValue::Kind::Number, "a number",
                        value);
        s.failed() || !value)
      return s;
    result = value->number;
    return Status::success();
  }

  /// Reads an integer in [minValue, maxValue].
  Status readInt(std::string_view key, int64_t &result, bool required,
                 int64_t minValue, int64_t maxValue) {
    const JsonValue *value;
    if (Status s = find(key, required, value); s.failed() || !value)
      return s;
    return checkInt(*value, "field '" + std::string(key) + "'", minValue,
                    maxValue, result);
  }

  /// Reads an array of integers in [minValue, maxValue].
  Status readIntArray(std::string_view key, std::vector<int64_t> &result,
                      bool required, int64_t minValue, int64_t maxValue) {
    const JsonValue *value;
    if (Status s = find(key, required, JsonValue::Kind::Array,
                        "an array of integers", value);
        s.failed() || !value)
      return s;
    result.clear();
    for (const JsonValue &element : value->elements) {
      int64_t integer;
      if (Status s = checkInt(element, "elements of '" + std::string(key) + "'",
                              minValue, maxValue, integer);
          s.failed())
        return s;
      result.push_back(integer);
    }
    return Status::success();
  }

  /// Reads an array of strings.
  Status readStringArray(std::string_view key, std::vector<std::string> &result,
                         const JsonValue *&value) {
    if (Status s = find(key, true, JsonValue::Kind::Array,
                        "an array of strings", value);
        s.failed())
      return s;
    result.clear();
    for (const JsonValue &element : value->elements) {
      if (element.kind != JsonValue::Kind::String)
        return error("elements of '" + std::string(key) + "' must be strings",
                     &element);
      result.push_back(element.string);
    }
    return Status::success();
  }

  /// Fails on the first key that no find() asked for.
  Status rejectUnknownKeys() const {
    for (size_t i = 0; i < object.keys.size(); ++i)
      if (!used[i])
        return decoder.error(object.keyOffsets[i], context +
                                                       ": unknown field '" +
                                                       object.keys[i] + "'");
    return Status::success();
  }

private:
  Status checkInt(const JsonValue &value, const std::string &what,
                  int64_t minValue, int64_t maxValue, int64_t &result) const {
    if (value.kind != JsonValue::Kind::Number || !value.isInteger)
      return error(what + " must be an integer", &value);
    if (value.integer < minValue || value.integer > maxValue)
      return error(what + " must be in [" + std::to_string(minValue) + ", " +
                       std::to_string(maxValue) + "], got " +
                       std::to_string(value.integer),
                   &value);
    result = value.integer;
    return Status::success();
  }

  const Decoder &decoder;
  const JsonValue &object;
  std::string context;
  std::vector<bool> used;
};
} // namespace

/// Largest buffer the runtime accepts (host and device copies are made).
static constexpr int64_t maxBufferBytes = int64_t(1) << 36;

static Status expectObject(const Decoder &decoder, const JsonValue &value,
                           const std::string &what) {
  if (value.kind != JsonValue::Kind::Object)
    return decoder.error(value, what + " must be an object");
  return Status::success();
}

static bool isValidArch(const std::string &arch) {
  if (arch.rfind("sm_", 0) != 0)
    return false;
  size_t end = arch.size();
  if (end > 3 && (arch.back() == 'a' || arch.back() == 'f'))
    --end;
  if (end == 3)
    return false;
  for (size_t i = 3; i < end; ++i)
    if (arch[i] < '0' || arch[i] > '9')
      return false;
  return true;
}

static Status decodeBuffer(const Decoder &decoder, const JsonValue &value,
                           size_t index, BufferDesc &buffer) {
  std::string context = "buffers[" + std::to_string(index) + "]";
  if (Status s = expectObject(decoder, value, context); s.failed())
    return s;
  ObjectReader reader(decoder, value, context);
  buffer.loc = decoder.getLoc(value);
  if (Status s = reader.readString("name", buffer.name); s.failed())
    return s;
  if (buffer.name.empty())
    return reader.error("field 'name' must not be empty");
  reader.setContext("buffer '" + buffer.name + "'");

  std::string kind, dtype;
  const JsonValue *kindValue, *dtypeValue;
  if (Status s = reader.find("kind", true, JsonValue::Kind::String, "a string",
                             kindValue);
      s.failed())
    return s;
  kind = kindValue->string;
  if (kind == "input")
    buffer.kind = BufferKind::Input;
  else if (kind == "temp")
    buffer.kind = BufferKind::Temp;
  else if (kind == "output")
    buffer.kind = BufferKind::Output;
  else
    return reader.error("unknown kind '" + kind +
                            "' (expected input, temp or output)",
                        kindValue);

  if (Status s = reader.find("dtype", true, JsonValue::Kind::String,
                             "a string", dtypeValue);
      s.failed())
    return s;
  std::optional<DType> type = parseDType(dtypeValue->string);
  if (!type || !isFloatDType(*type))
    return reader.error("unsupported dtype '" + dtypeValue->string +
                            "' (expected f32, f16 or bf16)",
                        dtypeValue);
  buffer.dtype = *type;

  constexpr int64_t maxDim = int64_t(1) << 40;
  if (Status s = reader.readIntArray("shape", buffer.shape, true, 0, maxDim);
      s.failed())
    return s;
  const JsonValue *stridesValue;
  if (Status s = reader.find("strides", false, stridesValue); s.failed())
    return s;
  if (stridesValue) {
    if (Status s = reader.readIntArray("strides", buffer.strides, true, 0,
                                       maxDim);
        s.failed())
      return s;
    if (buffer.strides.size() != buffer.shape.size())
      return reader.error("'strides' has " +
                              std::to_string(buffer.strides.size()) +
                              " entries but 'shape' has " +
                              std::to_string(buffer.shape.size()),
                          stridesValue);
  } else {
    buffer.strides.assign(buffer.shape.size(), 1);
    for (size_t i = buffer.shape.size(); i-- > 1;)
      buffer.strides[i - 1] =
          buffer.strides[i] * std::max<int64_t>(buffer.shape[i], 1);
  }
  // Bound the sizes before anything multiplies them out.
  double elements = 1, span = 1;
  for (size_t i = 0; i < buffer.shape.size(); ++i) {
    elements *= buffer.shape[i];
    span += double(std::max<int64_t>(buffer.shape[i] - 1, 0)) *
            double(buffer.strides[i]);
  }
  double width = getByteWidth(buffer.dtype);
  if (std::max(elements, span) * width > double(maxBufferBytes) ||
      elements * 8 > double(maxBufferBytes))
    return reader.error("buffer is larger than the runtime's limit of " +
                        std::to_string(maxBufferBytes >> 30) + " GiB");
  return reader.rejectUnknownKeys();
}

static Status decodeLaunchDims(ObjectReader &reader, const char *key,
                               std::array<unsigned, 3> &dims) {
  std::vector<int64_t> values;
  const JsonValue *array;
  if (Status s = reader.readIntArray(key, values, true, 1, 0xFFFFFFFFll);
      s.failed())
    return s;
  if (Status s = reader.find(key, true, array); s.failed())
    return s;
  if (values.empty() || values.size() > 3)
    return reader.error(std::string("'") + key + "' must have 1 to 3 entries",
                        array);
  uint64_t total = 1;
  for (int64_t value : values)
    total *= uint64_t(value);
  if (std::string(key) == "block" && total > 1024)
    return reader.error("block has " + std::to_string(total) +
                            " threads, more than 1024",
                        array);
  dims = {1, 1, 1};
  for (size_t i = 0; i < values.size(); ++i)
    dims[i] = static_cast<unsigned>(values[i]);
  return Status::success();
}

static Status decodeKernelArg(const Decoder &decoder, const JsonValue &value,
                              const std::string &context,
                              const Manifest &manifest, KernelArg &arg) {
  if (Status s = expectObject(decoder, value, context); s.failed())
    return s;
  ObjectReader reader(decoder, value, context);
  const JsonValue *bufferValue;
  if (Status s = reader.find("buffer", false, JsonValue::Kind::String,
                             "a string", bufferValue);
      s.failed())
    return s;
  if (bufferValue) {
    arg.kind = KernelArg::Kind::Buffer;
    const BufferDesc *buffer = manifest.lookupBuffer(bufferValue->string);
    if (!buffer)
      return reader.error("unknown buffer '" + bufferValue->string + "'",
                          bufferValue);
    arg.bufferIndex = static_cast<size_t>(buffer - manifest.buffers.data());
    return reader.rejectUnknownKeys();
  }

  const JsonValue *typeValue, *scalarValue;
  if (Status s = reader.find("scalar", false, JsonValue::Kind::String,
                             "a string", typeValue);
      s.failed())
    return s;
  if (!typeValue)
    return reader.error("expected a 'buffer' or a 'scalar' field");
  std::optional<DType> type = parseDType(typeValue->string);
  if (!type)
    return reader.error("unknown scalar type '" + typeValue->string +
                            "' (expected i32, i64, f32, f16 or bf16)",
                        typeValue);
  arg.kind = KernelArg::Kind::Scalar;
  arg.scalarType = *type;
  if (*type == DType::I32 || *type == DType::I64) {
    int64_t limit = *type == DType::I32 ? INT32_MAX : INT64_MAX;
    if (Status s = reader.readInt("value", arg.intValue, true, -limit - 1,
                                  limit);
        s.failed())
      return s;
  } else {
    if (Status s = reader.find("value", true, JsonValue::Kind::Number,
                               "a number", scalarValue);
        s.failed())
      return s;
    arg.floatValue = scalarValue->number;
  }
  return reader.rejectUnknownKeys();
}

static Status decodeKernel(const Decoder &decoder, const JsonValue &value,
                           size_t index, const Manifest &manifest,
                           KernelDesc &kernel) {
  std::string context = "kernels[" + std::to_string(index) + "]";
  if (Status s = expectObject(decoder, value, context); s.failed())
    return s;
  ObjectReader reader(decoder, value, context);
  kernel.loc = decoder.getLoc(value);
  if (Status s = reader.readString("name", kernel.name); s.failed())
    return s;
  if (kernel.name.empty())
    return reader.error("field 'name' must not be empty");
  reader.setContext("kernel '" + kernel.name + "'");
  if (Status s = decodeLaunchDims(reader, "grid", kernel.grid); s.failed())
    return s;
  if (Status s = decodeLaunchDims(reader, "block", kernel.block); s.failed())
    return s;
  int64_t sharedBytes = 0;
  if (Status s = reader.readInt("shared_bytes", sharedBytes, false, 0,
                                0xFFFFFFFFll);
      s.failed())
    return s;
  kernel.sharedBytes = static_cast<unsigned>(sharedBytes);

  const JsonValue *args;
  if (Status s = reader.find("args", true, JsonValue::Kind::Array, "an array",
                             args);
      s.failed())
    return s;
  for (size_t i = 0; i < args->elements.size(); ++i) {
    kernel.args.emplace_back();
    if (Status s = decodeKernelArg(decoder, args->elements[i],
                                   reader.getContext() + " arg #" +
                                       std::to_string(i),
                                   manifest, kernel.args.back());
        s.failed())
      return s;
  }
  return reader.rejectUnknownKeys();
}

/// Decodes one reference op; `defined` holds the names readable so far.
static Status decodeRefOp(const Decoder &decoder, const JsonValue &value,
                          size_t index, const Manifest &manifest,
                          std::set<std::string> &defined, RefOp &op) {
  std::string context = "reference[" + std::to_string(index) + "]";
  if (Status s = expectObject(decoder, value, context); s.failed())
    return s;
  ObjectReader reader(decoder, value, context);
  op.loc = decoder.getLoc(value);
  const JsonValue *opValue;
  if (Status s = reader.find("op", true, JsonValue::Kind::String, "a string",
                             opValue);
      s.failed())
    return s;
  const std::string &name = opValue->string;
  size_t minInputs = 0, maxInputs = 0;
  if (name == "matmul") {
    op.kind = RefOp::Kind::Matmul;
    minInputs = maxInputs = 2;
  } else if (name == "softmax") {
    op.kind = RefOp::Kind::Softmax;
    minInputs = maxInputs = 1;
  } else if (name == "attention") {
    op.kind = RefOp::Kind::Attention;
    minInputs = 3;
    maxInputs = 4;
  } else if (name == "opaque") {
    // Anything goes; only remember the output name so that later ops may
    // read it.
    op.kind = RefOp::Kind::Opaque;
    const JsonValue *output;
    if (Status s = reader.find("output", false, output);
        s.succeeded() && output && output->kind == JsonValue::Kind::String) {
      op.output = output->string;
      defined.insert(op.output);
    }
    return Status::success();
  } else {
    return reader.error("unknown op '" + name +
                            "' (expected matmul, softmax, attention or opaque)",
                        opValue);
  }
  reader.setContext(context + " (" + name + ")");

  const JsonValue *inputsValue;
  if (Status s = reader.readStringArray("inputs", op.inputs, inputsValue);
      s.failed())
    return s;
  if (op.inputs.size() < minInputs || op.inputs.size() > maxInputs)
    return reader.error(
        "expected " + std::to_string(minInputs) +
            (minInputs == maxInputs ? "" : " or " + std::to_string(maxInputs)) +
            " inputs, got " + std::to_string(op.inputs.size()),
        inputsValue);
  for (size_t i = 0; i < op.inputs.size(); ++i) {
    const std::string &input = op.inputs[i];
    const BufferDesc *buffer = manifest.lookupBuffer(input);
    if (!defined.count(input) &&
        !(buffer && buffer->kind == BufferKind::Input))
      return reader.error("input '" + input +
                              "' is neither an input buffer nor the output "
                              "of an earlier op",
                          &inputsValue->elements[i]);
  }

  const JsonValue *outputValue;
  if (Status s = reader.find("output", true, JsonValue::Kind::String,
                             "a string", outputValue);
      s.failed())
    return s;
  op.output = outputValue->string;
  const BufferDesc *outputBuffer = manifest.lookupBuffer(op.output);
  if (op.output.empty() || defined.count(op.output) ||
      (outputBuffer && outputBuffer->kind == BufferKind::Input))
    return reader.error("output '" + op.output +
                            "' is empty, an input buffer or already defined",
                        outputValue);
  defined.insert(op.output);

  if (op.kind == RefOp::Kind::Matmul) {
    if (Status s = reader.readBool("transpose_lhs", op.transposeLhs);
        s.failed())
      return s;
    if (Status s = reader.readBool("transpose_rhs", op.transposeRhs);
        s.failed())
      return s;
  }
  if (op.kind == RefOp::Kind::Matmul || op.kind == RefOp::Kind::Attention)
    if (Status s = reader.readNumber("scale", op.scale); s.failed())
      return s;
  if (op.kind == RefOp::Kind::Softmax)
    if (Status s = reader.readInt("axis", op.axis, false, -64, 63); s.failed())
      return s;
  if (op.kind == RefOp::Kind::Attention)
    if (Status s = reader.readBool("causal", op.causal); s.failed())
      return s;
  return reader.rejectUnknownKeys();
}

static Status decodeManifest(const Decoder &decoder, const JsonValue &root,
                             Manifest &manifest) {
  if (Status s = expectObject(decoder, root, "the manifest"); s.failed())
    return s;
  ObjectReader reader(decoder, root, "manifest");
  if (Status s = reader.readInt("version", manifest.version, true, INT64_MIN,
                                INT64_MAX);
      s.failed())
    return s;
  if (manifest.version != 1)
    return reader.error("unsupported version " +
                        std::to_string(manifest.version) + " (expected 1)");
  if (Status s = reader.readString("ptx", manifest.ptx); s.failed())
    return s;
  if (manifest.ptx.empty())
    return reader.error("field 'ptx' must not be empty");
  const JsonValue *archValue;
  if (Status s = reader.find("arch", false, JsonValue::Kind::String,
                             "a string", archValue);
      s.failed())
    return s;
  if (archValue) {
    manifest.arch = archValue->string;
    if (!isValidArch(manifest.arch))
      return reader.error("invalid arch '" + manifest.arch +
                              "' (expected e.g. sm_80 or sm_90a)",
                          archValue);
  }
  if (Status s = reader.readNumber("flops", manifest.flops); s.failed())
    return s;
  if (manifest.flops && *manifest.flops < 0)
    return reader.error("field 'flops' must not be negative");

  const JsonValue *buffers, *kernels, *reference;
  if (Status s = reader.find("buffers", true, JsonValue::Kind::Array,
                             "an array", buffers);
      s.failed())
    return s;
  std::set<std::string> bufferNames;
  for (size_t i = 0; i < buffers->elements.size(); ++i) {
    manifest.buffers.emplace_back();
    BufferDesc &buffer = manifest.buffers.back();
    if (Status s = decodeBuffer(decoder, buffers->elements[i], i, buffer);
        s.failed())
      return s;
    if (!bufferNames.insert(buffer.name).second)
      return decoder.error(buffers->elements[i],
                           "duplicate buffer name '" + buffer.name + "'");
  }

  if (Status s = reader.find("kernels", true, JsonValue::Kind::Array,
                             "an array", kernels);
      s.failed())
    return s;
  if (kernels->elements.empty())
    return reader.error("field 'kernels' must not be empty", kernels);
  for (size_t i = 0; i < kernels->elements.size(); ++i) {
    manifest.kernels.emplace_back();
    if (Status s = decodeKernel(decoder, kernels->elements[i], i, manifest,
                                manifest.kernels.back());
        s.failed())
      return s;
  }

  if (Status s = reader.find("reference", false, JsonValue::Kind::Array,
                             "an array", reference);
      s.failed())
    return s;
  manifest.hasReference = reference != nullptr;
  std::set<std::string> defined;
  for (size_t i = 0; reference && i < reference->elements.size(); ++i) {
    manifest.reference.emplace_back();
    if (Status s = decodeRefOp(decoder, reference->elements[i], i, manifest,
                               defined, manifest.reference.back());
        s.failed())
      return s;
  }
  return reader.rejectUnknownKeys();
}

Status fusec::runtime::parseManifest(std::string_view text,
                                     Manifest &result) {
  JsonParser parser(text);
  JsonValue root;
  if (!parser.parse(root))
    return Status::failure(locate(text, parser.errorOffset).str() + ": " +
                           parser.error);
  Manifest manifest;
  Decoder decoder(text);
  if (Status s = decodeManifest(decoder, root, manifest); s.failed())
    return s;
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
