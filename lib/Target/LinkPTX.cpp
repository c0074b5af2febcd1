//===- LinkPTX.cpp - several PTX modules as one ---------------------------===//
//
// A PTX module as LLVM's NVPTX back end writes it: a header (comments,
// .version, .target, .address_size), then module-scope statements, each
// ending at a ';' outside braces (declarations, variables, initializers in
// braces) or at the '}' closing a function body. Comment lines before a
// statement belong to it.
//
//===----------------------------------------------------------------------===//

#include "fusec/Target/LinkPTX.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"

#include <vector>

using namespace mlir::fuse;
using llvm::StringRef;

namespace {
/// One module-scope statement.
struct Statement {
  /// As written, with the comments and blank lines before it.
  StringRef raw;
  /// The statement alone: what two parts are compared on.
  StringRef core;
  /// The symbol it declares or defines ("" if none was found).
  std::string name;
  bool isEntry = false;
};

struct ParsedPTX {
  StringRef header;
  /// The .version, .target and .address_size lines.
  std::string directives;
  std::vector<Statement> statements;
};
} // namespace

static bool isIdentStart(char c) {
  return llvm::isAlpha(c) || c == '_' || c == '$';
}
static bool isIdentChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$';
}

/// Where the `//` comment at `pos` ends (its newline, or the end).
static size_t skipLineComment(StringRef text, size_t pos) {
  size_t end = text.find('\n', pos);
  return end == StringRef::npos ? text.size() : end;
}

/// The symbol a statement declares: the first identifier of its head
/// (before a body, an initializer or the end) outside parentheses (return
/// and parameter lists) that is not a directive (`.func`) or a number.
static std::string symbolOf(StringRef core, bool &isEntry) {
  size_t headEnd = core.find_first_of("{=;");
  StringRef head = core.substr(0, headEnd);
  isEntry = false;
  std::string name;
  int parens = 0;
  for (size_t i = 0; i < head.size(); ++i) {
    char c = head[i];
    if (c == '(') {
      ++parens;
    } else if (c == ')') {
      --parens;
    } else if (c == '.' && i + 1 < head.size() && isIdentStart(head[i + 1])) {
      size_t j = i + 1;
      while (j < head.size() && isIdentChar(head[j]))
        ++j;
      if (head.substr(i, j - i) == ".entry")
        isEntry = true;
      i = j - 1;
    } else if (isIdentStart(c) && parens == 0 && name.empty() &&
               (i == 0 || !isIdentChar(head[i - 1]))) {
      size_t j = i;
      while (j < head.size() && isIdentChar(head[j]))
        ++j;
      name = head.substr(i, j - i).str();
      i = j - 1;
    }
  }
  return name;
}

static llvm::Error malformed(size_t part, const llvm::Twine &why) {
  return llvm::createStringError("PTX of partition " + llvm::Twine(part) +
                                 " is not as LLVM writes it: " + why);
}

static llvm::Expected<ParsedPTX> parsePTX(StringRef text, size_t part) {
  ParsedPTX parsed;
  // The header: up to the end of the .address_size line.
  size_t pos = 0;
  bool sawAddressSize = false;
  while (pos < text.size() && !sawAddressSize) {
    size_t eol = text.find('\n', pos);
    if (eol == StringRef::npos)
      eol = text.size();
    StringRef line = text.slice(pos, eol).trim();
    if (line.starts_with(".version") || line.starts_with(".target") ||
        line.starts_with(".address_size")) {
      parsed.directives += line.str() + "\n";
      sawAddressSize = line.starts_with(".address_size");
    } else if (!line.empty() && !line.starts_with("//")) {
      return malformed(part, "'" + line + "' before .address_size");
    }
    pos = std::min(eol + 1, text.size());
  }
  if (!sawAddressSize)
    return malformed(part, "no .address_size");
  parsed.header = text.substr(0, pos);

  while (true) {
    size_t rawBegin = pos;
    // Blank lines and comments before the statement.
    while (pos < text.size()) {
      if (llvm::isSpace(text[pos]))
        ++pos;
      else if (text.substr(pos).starts_with("//"))
        pos = skipLineComment(text, pos);
      else
        break;
    }
    if (pos == text.size())
      break;
    size_t coreBegin = pos;
    int depth = 0;
    size_t end = StringRef::npos;
    for (; pos < text.size(); ++pos) {
      char c = text[pos];
      if (c == '/' && text.substr(pos).starts_with("//")) {
        pos = skipLineComment(text, pos);
        continue;
      }
      if (c == '{') {
        ++depth;
      } else if (c == '}') {
        if (--depth < 0)
          return malformed(part, "a '}' that closes nothing");
        if (depth == 0) {
          // A body ends here; an initializer goes on to its ';'.
          size_t next = text.find_first_not_of(" \t", pos + 1);
          end =
              next != StringRef::npos && text[next] == ';' ? next + 1 : pos + 1;
          break;
        }
      } else if (c == ';' && depth == 0) {
        end = pos + 1;
        break;
      }
    }
    if (end == StringRef::npos)
      return malformed(part, "a statement that does not end");
    pos = end;
    // The rest of the line (a newline) goes with the statement.
    if (pos < text.size() && text[pos] == '\n')
      ++pos;
    Statement statement;
    statement.raw = text.slice(rawBegin, pos);
    statement.core = text.slice(coreBegin, end);
    statement.name = symbolOf(statement.core, statement.isEntry);
    parsed.statements.push_back(std::move(statement));
  }
  return parsed;
}

/// `text` with every use of the symbol `from` (an identifier not part of a
/// longer one, a register `%...` or a directive `.…`) spelled `to`.
static std::string renameSymbol(StringRef text, StringRef from, StringRef to) {
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (isIdentStart(c) &&
        (i == 0 || (!isIdentChar(text[i - 1]) && text[i - 1] != '%' &&
                    text[i - 1] != '.'))) {
      size_t j = i;
      while (j < text.size() && isIdentChar(text[j]))
        ++j;
      StringRef word = text.slice(i, j);
      out += word == from ? to : word;
      i = j;
      continue;
    }
    out += c;
    ++i;
  }
  return out;
}

llvm::Expected<std::string>
mlir::fuse::linkPTX(llvm::ArrayRef<std::string> parts) {
  if (parts.empty())
    return llvm::createStringError("no PTX to link");
  if (parts.size() == 1)
    return parts.front();

  // Parts renamed in place keep their text here.
  std::vector<std::string> texts(parts.begin(), parts.end());
  std::vector<ParsedPTX> parsed;
  llvm::StringSet<> allNames;
  for (auto [i, text] : llvm::enumerate(texts)) {
    llvm::Expected<ParsedPTX> p = parsePTX(text, i);
    if (!p)
      return p.takeError();
    for (const Statement &s : p->statements)
      allNames.insert(s.name);
    parsed.push_back(std::move(*p));
  }

  // What earlier parts say of each symbol.
  llvm::StringMap<llvm::StringSet<>> seen;
  for (size_t i = 0; i < parsed.size(); ++i) {
    if (parsed[i].directives != parsed[0].directives)
      return llvm::createStringError("PTX partitions of different headers:\n" +
                                     parsed[0].directives + "and\n" +
                                     parsed[i].directives);
    // Symbols this part defines otherwise than an earlier one: renamed in
    // this part, which then keeps its own definition.
    llvm::SmallVector<std::string> conflicts;
    for (const Statement &s : parsed[i].statements) {
      auto it = seen.find(s.name);
      if (s.name.empty() || it == seen.end() || it->second.contains(s.core))
        continue;
      if (s.isEntry)
        return llvm::createStringError("kernel '" + s.name +
                                       "' is defined by two PTX partitions");
      if (!llvm::is_contained(conflicts, s.name))
        conflicts.push_back(s.name);
    }
    if (!conflicts.empty()) {
      for (const std::string &name : conflicts) {
        std::string renamed = name + "_p" + std::to_string(i);
        while (allNames.contains(renamed))
          renamed += "_";
        allNames.insert(renamed);
        texts[i] = renameSymbol(texts[i], name, renamed);
      }
      llvm::Expected<ParsedPTX> p = parsePTX(texts[i], i);
      if (!p)
        return p.takeError();
      parsed[i] = std::move(*p);
    }
    for (const Statement &s : parsed[i].statements)
      seen[s.name].insert(s.core);
  }

  std::string out = parsed[0].header.str();
  llvm::StringMap<llvm::StringSet<>> emitted;
  for (const ParsedPTX &p : parsed)
    for (const Statement &s : p.statements)
      if (emitted[s.name].insert(s.core).second)
        out += s.raw.str();
  return out;
}
