// Accessors of LLVM 19 debug metadata that the LLVM C API lacks (llvm-c/DebugInfo.h has no
// getter for a DIBasicType's encoding, a DIExpression's elements, a composite's elements, a
// subprogram's name, debug records, ...), and the few node constructors it lacks (a
// composite of any tag with Fortran array attributes, a subrange with non-constant bounds, a
// subprogram's declaration). Used only by `debug_info.rs` and `di_builder.rs`, the safe
// wrappers; every reader takes handles of the C API and checks the node's class with
// `dyn_cast` before reading, answering "absent" (0 / null with *ok = 0) otherwise.
#include "llvm-c/Types.h"
#include "llvm-c/DebugInfo.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/TrackingMDRef.h"
#include <cstdint>
#include <cstring>
#include <vector>

using namespace llvm;

namespace {
Metadata *md(LLVMMetadataRef m) { return reinterpret_cast<Metadata *>(m); }
LLVMMetadataRef wrapMd(const Metadata *m) {
  return reinterpret_cast<LLVMMetadataRef>(const_cast<Metadata *>(m));
}
const char *str(StringRef s, size_t *len) {
  *len = s.size();
  return s.data();
}
} // namespace

extern "C" {

// Integer fields (numbers match `IntField` in debug_info.rs).
uint64_t llvm_spirv_di_int(LLVMMetadataRef ref, unsigned field, int *ok) {
  Metadata *m = md(ref);
  *ok = 1;
  switch (field) {
  case 0: // line
    if (auto *n = dyn_cast<DIVariable>(m)) return n->getLine();
    if (auto *n = dyn_cast<DISubprogram>(m)) return n->getLine();
    if (auto *n = dyn_cast<DIType>(m)) return n->getLine();
    if (auto *n = dyn_cast<DILexicalBlock>(m)) return n->getLine();
    if (auto *n = dyn_cast<DILocation>(m)) return n->getLine();
    if (auto *n = dyn_cast<DIImportedEntity>(m)) return n->getLine();
    if (auto *n = dyn_cast<DILabel>(m)) return n->getLine();
    if (auto *n = dyn_cast<DIModule>(m)) return n->getLineNo();
    break;
  case 1: // column
    if (auto *n = dyn_cast<DILexicalBlock>(m)) return n->getColumn();
    if (auto *n = dyn_cast<DILocation>(m)) return n->getColumn();
    break;
  case 2: // size in bits
    if (auto *n = dyn_cast<DIType>(m)) return n->getSizeInBits();
    break;
  case 3: // offset in bits
    if (auto *n = dyn_cast<DIType>(m)) return n->getOffsetInBits();
    break;
  case 4: // align in bits
    if (auto *n = dyn_cast<DIType>(m)) return n->getAlignInBits();
    if (auto *n = dyn_cast<DIVariable>(m)) return n->getAlignInBits();
    break;
  case 5: // DIFlags
    if (auto *n = dyn_cast<DIType>(m)) return n->getFlags();
    if (auto *n = dyn_cast<DISubprogram>(m)) return n->getFlags();
    if (auto *n = dyn_cast<DILocalVariable>(m)) return n->getFlags();
    break;
  case 6: // DISPFlags
    if (auto *n = dyn_cast<DISubprogram>(m)) return n->getSPFlags();
    break;
  case 7: // DW_ATE encoding
    if (auto *n = dyn_cast<DIBasicType>(m)) return n->getEncoding();
    break;
  case 8: // DW_TAG
    if (auto *n = dyn_cast<DINode>(m)) return n->getTag();
    break;
  case 9: // argument number (1-based; 0: not an argument)
    if (auto *n = dyn_cast<DILocalVariable>(m)) return n->getArg();
    break;
  case 10: // scope line
    if (auto *n = dyn_cast<DISubprogram>(m)) return n->getScopeLine();
    break;
  case 11: // DW_LANG
#if LLVM_VERSION_MAJOR >= 22
    // LLVM 22: a DISourceLanguageName, possibly a versioned name (DWARF 6); its code.
    if (auto *n = dyn_cast<DICompileUnit>(m)) return n->getSourceLanguage().getName();
#else
    if (auto *n = dyn_cast<DICompileUnit>(m)) return n->getSourceLanguage();
#endif
    break;
  case 12: // is local to unit
    if (auto *n = dyn_cast<DIGlobalVariable>(m)) return n->isLocalToUnit();
    break;
  case 13: // is definition
    if (auto *n = dyn_cast<DIGlobalVariable>(m)) return n->isDefinition();
    break;
  case 14: // is optimized
    if (auto *n = dyn_cast<DICompileUnit>(m)) return n->isOptimized();
    break;
  case 15: // discriminator
    if (auto *n = dyn_cast<DILexicalBlockFile>(m)) return n->getDiscriminator();
    break;
  case 16: // enumerator value (two's complement bits)
    if (auto *n = dyn_cast<DIEnumerator>(m)) return n->getValue().getLimitedValue(UINT64_MAX) == 0 && n->getValue().getBitWidth() > 64 ? 0 : n->getValue().getZExtValue();
    break;
  case 17: // enumerator is unsigned
    if (auto *n = dyn_cast<DIEnumerator>(m)) return n->isUnsigned();
    break;
  case 18: // subrange constant count (-1 for an unknown bound)
    if (auto *n = dyn_cast<DISubrange>(m)) {
      auto c = n->getCount();
      if (auto *ci = dyn_cast_if_present<ConstantInt *>(c)) return ci->getSExtValue();
    }
    break;
  case 19: // subrange constant lower bound
    if (auto *n = dyn_cast<DISubrange>(m)) {
      auto c = n->getLowerBound();
      if (auto *ci = dyn_cast_if_present<ConstantInt *>(c)) return ci->getSExtValue();
    }
    break;
  case 20: // DIFile checksum kind (1 MD5, 2 SHA1, 3 SHA256)
    if (auto *n = dyn_cast<DIFile>(m))
      if (auto cs = n->getChecksum()) return cs->Kind;
    break;
  case 21: // DW_AT_address_class of a pointer
    if (auto *n = dyn_cast<DIDerivedType>(m))
      if (auto as = n->getDWARFAddressSpace()) return *as;
    break;
  case 22: // emission kind
    if (auto *n = dyn_cast<DICompileUnit>(m)) return n->getEmissionKind();
    break;
  case 23: // 1 when a declaration (modules)
    if (auto *n = dyn_cast<DIModule>(m)) return n->getIsDecl();
    break;
  case 24: // DWO id (compile units)
    if (auto *n = dyn_cast<DICompileUnit>(m)) return n->getDWOId();
    break;
  }
  *ok = 0;
  return 0;
}

// Node fields (numbers match `NodeField` in debug_info.rs); null when absent.
LLVMMetadataRef llvm_spirv_di_node(LLVMMetadataRef ref, unsigned field) {
  Metadata *m = md(ref);
  switch (field) {
  case 0: // scope
    if (auto *n = dyn_cast<DILocation>(m)) return wrapMd(n->getScope());
    if (auto *n = dyn_cast<DIVariable>(m)) return wrapMd(n->getScope());
    if (auto *n = dyn_cast<DIImportedEntity>(m)) return wrapMd(n->getScope());
    if (auto *n = dyn_cast<DILabel>(m)) return wrapMd(n->getScope());
    if (auto *n = dyn_cast<DIScope>(m)) return wrapMd(n->getScope());
    break;
  case 1: // file
    if (auto *n = dyn_cast<DIVariable>(m)) return wrapMd(n->getFile());
    if (auto *n = dyn_cast<DIImportedEntity>(m)) return wrapMd(n->getFile());
    if (auto *n = dyn_cast<DILabel>(m)) return wrapMd(n->getFile());
    if (auto *n = dyn_cast<DILocation>(m)) return wrapMd(n->getFile());
    if (auto *n = dyn_cast<DIScope>(m)) return wrapMd(n->getFile());
    break;
  case 2: // type / base type
    if (auto *n = dyn_cast<DIVariable>(m)) return wrapMd(n->getType());
    if (auto *n = dyn_cast<DISubprogram>(m)) return wrapMd(n->getType());
    if (auto *n = dyn_cast<DIDerivedType>(m)) return wrapMd(n->getBaseType());
    if (auto *n = dyn_cast<DICompositeType>(m)) return wrapMd(n->getBaseType());
    if (auto *n = dyn_cast<DITemplateParameter>(m)) return wrapMd(n->getType());
    break;
  case 3: // elements: composite elements, subroutine type array
    if (auto *n = dyn_cast<DICompositeType>(m)) return wrapMd(n->getElements().get());
    if (auto *n = dyn_cast<DISubroutineType>(m)) return wrapMd(n->getTypeArray().get());
    break;
  case 4: // inlined at
    if (auto *n = dyn_cast<DILocation>(m)) return wrapMd(n->getInlinedAt());
    break;
  case 5: // unit
    if (auto *n = dyn_cast<DISubprogram>(m)) return wrapMd(n->getUnit());
    break;
  case 6: // declaration
    if (auto *n = dyn_cast<DISubprogram>(m)) return wrapMd(n->getDeclaration());
    if (auto *n = dyn_cast<DIGlobalVariable>(m)) return wrapMd(n->getStaticDataMemberDeclaration());
    break;
  case 7: // retained nodes
    if (auto *n = dyn_cast<DISubprogram>(m)) return wrapMd(n->getRetainedNodes().get());
    if (auto *n = dyn_cast<DICompileUnit>(m)) return wrapMd(n->getRetainedTypes().get());
    break;
  case 8: // global variables of a unit
    if (auto *n = dyn_cast<DICompileUnit>(m)) return wrapMd(n->getGlobalVariables().get());
    break;
  case 9: // enum types of a unit
    if (auto *n = dyn_cast<DICompileUnit>(m)) return wrapMd(n->getEnumTypes().get());
    break;
  case 10: // imported entities of a unit
    if (auto *n = dyn_cast<DICompileUnit>(m)) return wrapMd(n->getImportedEntities().get());
    break;
  case 11: // imported entity
    if (auto *n = dyn_cast<DIImportedEntity>(m)) return wrapMd(n->getEntity());
    break;
  case 12: // extra data (ptr-to-member class, static member constant, ...)
    if (auto *n = dyn_cast<DIDerivedType>(m)) return wrapMd(n->getExtraData());
    break;
  case 13: // template parameters
    if (auto *n = dyn_cast<DICompositeType>(m)) return wrapMd(n->getTemplateParams().get());
    if (auto *n = dyn_cast<DISubprogram>(m)) return wrapMd(n->getTemplateParams().get());
    break;
  case 14: // variable of a global variable expression
    if (auto *n = dyn_cast<DIGlobalVariableExpression>(m)) return wrapMd(n->getVariable());
    break;
  case 15: // expression of a global variable expression
    if (auto *n = dyn_cast<DIGlobalVariableExpression>(m)) return wrapMd(n->getExpression());
    break;
  case 16: // non-constant subrange count (a variable or expression)
    if (auto *n = dyn_cast<DISubrange>(m)) {
      auto c = n->getCount();
      if (auto *v = dyn_cast_if_present<DIVariable *>(c)) return wrapMd(v);
      if (auto *e = dyn_cast_if_present<DIExpression *>(c)) return wrapMd(e);
    }
    break;
  case 17: // file of a DIFile-less scope's source: the compile unit's file
    if (auto *n = dyn_cast<DICompileUnit>(m)) return wrapMd(n->getFile());
    break;
  case 18: // subrange count: ConstantAsMetadata, DIVariable or DIExpression
    if (auto *n = dyn_cast<DISubrange>(m)) return wrapMd(n->getRawCountNode());
    if (auto *n = dyn_cast<DIGenericSubrange>(m)) return wrapMd(n->getRawCountNode());
    break;
  case 19: // subrange lower bound (as 18)
    if (auto *n = dyn_cast<DISubrange>(m)) return wrapMd(n->getRawLowerBound());
    if (auto *n = dyn_cast<DIGenericSubrange>(m)) return wrapMd(n->getRawLowerBound());
    break;
  case 20: // subrange upper bound (as 18)
    if (auto *n = dyn_cast<DISubrange>(m)) return wrapMd(n->getRawUpperBound());
    if (auto *n = dyn_cast<DIGenericSubrange>(m)) return wrapMd(n->getRawUpperBound());
    break;
  case 21: // subrange stride (as 18)
    if (auto *n = dyn_cast<DISubrange>(m)) return wrapMd(n->getRawStride());
    if (auto *n = dyn_cast<DIGenericSubrange>(m)) return wrapMd(n->getRawStride());
    break;
  case 22: // a (Fortran) array's data location: DIVariable or DIExpression
    if (auto *n = dyn_cast<DICompositeType>(m)) return wrapMd(n->getRawDataLocation());
    break;
  case 23: // associated (as 22)
    if (auto *n = dyn_cast<DICompositeType>(m)) return wrapMd(n->getRawAssociated());
    break;
  case 24: // allocated (as 22)
    if (auto *n = dyn_cast<DICompositeType>(m)) return wrapMd(n->getRawAllocated());
    break;
  case 25: // rank: ConstantAsMetadata or DIExpression
    if (auto *n = dyn_cast<DICompositeType>(m)) return wrapMd(n->getRawRank());
    break;
  }
  return nullptr;
}

// String fields (numbers match `StrField` in debug_info.rs); null when absent.
const char *llvm_spirv_di_str(LLVMMetadataRef ref, unsigned field, size_t *len) {
  Metadata *m = md(ref);
  *len = 0;
  switch (field) {
  case 0: // name
    if (auto *n = dyn_cast<DIVariable>(m)) return str(n->getName(), len);
    if (auto *n = dyn_cast<DISubprogram>(m)) return str(n->getName(), len);
    if (auto *n = dyn_cast<DIType>(m)) return str(n->getName(), len);
    if (auto *n = dyn_cast<DIEnumerator>(m)) return str(n->getName(), len);
    if (auto *n = dyn_cast<DIImportedEntity>(m)) return str(n->getName(), len);
    if (auto *n = dyn_cast<DINamespace>(m)) return str(n->getName(), len);
    if (auto *n = dyn_cast<DIModule>(m)) return str(n->getName(), len);
    if (auto *n = dyn_cast<DITemplateParameter>(m)) return str(n->getName(), len);
    if (auto *n = dyn_cast<DILabel>(m)) return str(n->getName(), len);
    break;
  case 1: // linkage name
    if (auto *n = dyn_cast<DISubprogram>(m)) return str(n->getLinkageName(), len);
    if (auto *n = dyn_cast<DIGlobalVariable>(m)) return str(n->getLinkageName(), len);
    if (auto *n = dyn_cast<DICompositeType>(m)) return str(n->getIdentifier(), len);
    break;
  case 2: // file name
    if (auto *n = dyn_cast<DIFile>(m)) return str(n->getFilename(), len);
    break;
  case 3: // directory
    if (auto *n = dyn_cast<DIFile>(m)) return str(n->getDirectory(), len);
    break;
  case 4: // source text
    if (auto *n = dyn_cast<DIFile>(m))
      if (auto s = n->getSource()) return str(*s, len);
    break;
  case 5: // producer
    if (auto *n = dyn_cast<DICompileUnit>(m)) return str(n->getProducer(), len);
    break;
  case 6: // compiler flags
    if (auto *n = dyn_cast<DICompileUnit>(m)) return str(n->getFlags(), len);
    break;
  case 7: // checksum value
    if (auto *n = dyn_cast<DIFile>(m))
      if (auto cs = n->getChecksum()) return str(cs->Value, len);
    break;
  case 8: // configuration macros (modules)
    if (auto *n = dyn_cast<DIModule>(m)) return str(n->getConfigurationMacros(), len);
    break;
  case 9: // include path (modules)
    if (auto *n = dyn_cast<DIModule>(m)) return str(n->getIncludePath(), len);
    break;
  case 10: // API notes file (modules)
    if (auto *n = dyn_cast<DIModule>(m)) return str(n->getAPINotesFile(), len);
    break;
  case 11: // split debug file name (compile units)
    if (auto *n = dyn_cast<DICompileUnit>(m)) return str(n->getSplitDebugFilename(), len);
    break;
  case 12: // target function name (subprograms)
    if (auto *n = dyn_cast<DISubprogram>(m))
      if (n->getRawTargetFuncName()) return str(n->getTargetFuncName(), len);
    break;
  }
  return nullptr;
}

// Operands of a tuple (MDTuple) or any MDNode.
unsigned llvm_spirv_md_num_operands(LLVMMetadataRef ref) {
  if (auto *n = dyn_cast<MDNode>(md(ref))) return n->getNumOperands();
  return 0;
}
LLVMMetadataRef llvm_spirv_md_operand(LLVMMetadataRef ref, unsigned i) {
  if (auto *n = dyn_cast<MDNode>(md(ref)))
    if (i < n->getNumOperands()) return wrapMd(n->getOperand(i).get());
  return nullptr;
}

// The value of a ValueAsMetadata (constants of template value parameters, ...).
LLVMValueRef llvm_spirv_md_value(LLVMMetadataRef ref) {
  if (auto *n = dyn_cast<ValueAsMetadata>(md(ref))) return wrap(n->getValue());
  if (auto *n = dyn_cast<DITemplateValueParameter>(md(ref)))
    if (auto *v = dyn_cast_if_present<ValueAsMetadata>(n->getValue())) return wrap(v->getValue());
  return nullptr;
}

// DIExpression elements.
unsigned llvm_spirv_diexpr_num_elements(LLVMMetadataRef ref) {
  if (auto *n = dyn_cast<DIExpression>(md(ref))) return n->getNumElements();
  return 0;
}
uint64_t llvm_spirv_diexpr_element(LLVMMetadataRef ref, unsigned i) {
  if (auto *n = dyn_cast<DIExpression>(md(ref)))
    if (i < n->getNumElements()) return n->getElement(i);
  return 0;
}

// The module's compile units: those of `!llvm.dbg.cu` that emit debug information, then
// the units of functions' subprograms not among them (a unit whose emission kind is
// NoDebug still describes the subprograms that name it), each once, in that order. Writes
// up to `cap` into `out`, returns how many there are.
unsigned llvm_spirv_compile_units(LLVMModuleRef m, LLVMMetadataRef *out, unsigned cap) {
  SmallVector<DICompileUnit *, 4> units;
  SmallPtrSet<DICompileUnit *, 4> seen;
  for (DICompileUnit *cu : unwrap(m)->debug_compile_units())
    if (seen.insert(cu).second) units.push_back(cu);
  for (Function &f : *unwrap(m))
    if (DISubprogram *sp = f.getSubprogram())
      if (DICompileUnit *cu = sp->getUnit())
        if (seen.insert(cu).second) units.push_back(cu);
  for (unsigned i = 0; i < units.size() && i < cap; ++i) out[i] = wrapMd(units[i]);
  return units.size();
}
// The module's "Dwarf Version" flag (0 when absent).
unsigned llvm_spirv_dwarf_version(LLVMModuleRef m) { return unwrap(m)->getDwarfVersion(); }

// A global variable's `!dbg` attachments (DIGlobalVariableExpression); writes up to `cap`
// into `out`, returns how many there are.
unsigned llvm_spirv_global_debug_info(LLVMValueRef g, LLVMMetadataRef *out, unsigned cap) {
  auto *gv = dyn_cast<GlobalVariable>(unwrap(g));
  if (!gv) return 0;
  SmallVector<DIGlobalVariableExpression *, 2> list;
  gv->getDebugInfo(list);
  for (unsigned i = 0; i < list.size() && i < cap; ++i) out[i] = wrapMd(list[i]);
  return list.size();
}

// Debug records attached before instruction `inst` (LLVM 19's #dbg_value / #dbg_declare /
// #dbg_assign / #dbg_label), in order: the first, then each one's next (null at the end).
void *llvm_spirv_first_dbg_record(LLVMValueRef inst) {
  auto *i = dyn_cast<Instruction>(unwrap(inst));
  if (!i || !i->hasDbgRecords()) return nullptr;
  auto r = i->getDbgRecordRange();
  return r.empty() ? nullptr : &*r.begin();
}
void *llvm_spirv_next_dbg_record(void *rec) {
  auto *r = static_cast<DbgRecord *>(rec);
  auto range = r->getMarker()->getDbgRecordRange();
  auto it = std::next(r->getIterator());
  return it == range.end() ? nullptr : &*it;
}
// 0 declare, 1 value, 2 assign, 3 label.
unsigned llvm_spirv_dbg_record_kind(void *rec) {
  auto *r = static_cast<DbgRecord *>(rec);
  if (auto *v = dyn_cast<DbgVariableRecord>(r)) {
    if (v->isDbgDeclare()) return 0;
    if (v->isDbgAssign()) return 2;
    return 1;
  }
  return 3;
}
// 0 variable / label, 1 expression, 2 location.
LLVMMetadataRef llvm_spirv_dbg_record_node(void *rec, unsigned field) {
  auto *r = static_cast<DbgRecord *>(rec);
  if (field == 2) return wrapMd(r->getDebugLoc().get());
  if (auto *v = dyn_cast<DbgVariableRecord>(r)) {
    if (field == 0) return wrapMd(v->getVariable());
    if (field == 1) return wrapMd(v->getExpression());
  }
  if (auto *l = dyn_cast<DbgLabelRecord>(r))
    if (field == 0) return wrapMd(l->getLabel());
  return nullptr;
}
unsigned llvm_spirv_dbg_record_num_locations(void *rec) {
  if (auto *v = dyn_cast<DbgVariableRecord>(static_cast<DbgRecord *>(rec))) return v->getNumVariableLocationOps();
  return 0;
}
// Location operand `i` (null when it was deleted: an empty metadata location).
LLVMValueRef llvm_spirv_dbg_record_location(void *rec, unsigned i) {
  if (auto *v = dyn_cast<DbgVariableRecord>(static_cast<DbgRecord *>(rec)))
    if (i < v->getNumVariableLocationOps()) return wrap(v->getVariableLocationOp(i));
  return nullptr;
}

// ---- constructors ----

// A DICompositeType of any tag (DIBuilder::createClassType writes DW_TAG_structure_type),
// uniqued, with the Fortran array attributes (data location, associated, allocated: a
// DIVariable or DIExpression; rank: a ConstantAsMetadata or DIExpression), each may be null.
LLVMMetadataRef llvm_spirv_di_composite_type(LLVMContextRef ctx, unsigned tag, const char *name, size_t name_len,
                                             LLVMMetadataRef file, unsigned line, LLVMMetadataRef scope,
                                             LLVMMetadataRef base, uint64_t size_bits, uint32_t align_bits,
                                             unsigned flags, LLVMMetadataRef *elements, unsigned num_elements,
                                             const char *identifier, size_t identifier_len,
                                             LLVMMetadataRef data_location, LLVMMetadataRef associated,
                                             LLVMMetadataRef allocated, LLVMMetadataRef rank) {
  LLVMContext &c = *unwrap(ctx);
  SmallVector<Metadata *, 8> els;
  for (unsigned i = 0; i < num_elements; ++i) els.push_back(md(elements[i]));
  MDString *n = name_len ? MDString::get(c, StringRef(name, name_len)) : nullptr;
  MDString *id = identifier_len ? MDString::get(c, StringRef(identifier, identifier_len)) : nullptr;
  Metadata *elts = num_elements ? MDTuple::get(c, els) : nullptr;
  auto f = static_cast<DINode::DIFlags>(flags);
  auto nullable = [](LLVMMetadataRef r) { return r ? md(r) : nullptr; };
#if LLVM_VERSION_MAJOR >= 22
  return wrapMd(DICompositeType::get(c, tag, n, nullable(file), line, nullable(scope), nullable(base), size_bits,
                                     align_bits, 0, f, elts, 0, std::nullopt, nullptr, nullptr, id, nullptr,
                                     nullable(data_location), nullable(associated), nullable(allocated),
                                     nullable(rank)));
#else
  return wrapMd(DICompositeType::get(c, tag, n, nullable(file), line, nullable(scope), nullable(base), size_bits,
                                     align_bits, 0, f, elts, 0, nullptr, nullptr, id, nullptr,
                                     nullable(data_location), nullable(associated), nullable(allocated),
                                     nullable(rank)));
#endif
}

// A DISubrange whose count / lower bound / upper bound / stride are each null, a constant
// (ConstantAsMetadata), a DIVariable or a DIExpression.
LLVMMetadataRef llvm_spirv_di_subrange(LLVMContextRef ctx, LLVMMetadataRef count, LLVMMetadataRef lower,
                                       LLVMMetadataRef upper, LLVMMetadataRef stride) {
  auto nullable = [](LLVMMetadataRef r) { return r ? md(r) : nullptr; };
  return wrapMd(DISubrange::get(*unwrap(ctx), nullable(count), nullable(lower), nullable(upper), nullable(stride)));
}

// Nodes made by the constructors above while temporaries stood in them: tracked (they may
// be re-uniqued when a temporary is replaced) until `llvm_spirv_md_tracker_resolve` resolves
// their cycles and frees the list, as DIBuilder::finalize does for the nodes it made.
void *llvm_spirv_md_tracker_new() { return new std::vector<TrackingMDNodeRef>(); }
void llvm_spirv_md_tracker_add(void *t, LLVMMetadataRef ref) {
  if (auto *n = dyn_cast<MDNode>(md(ref)))
    if (!n->isResolved()) static_cast<std::vector<TrackingMDNodeRef> *>(t)->emplace_back(n);
}
void llvm_spirv_md_tracker_resolve(void *t) {
  auto *list = static_cast<std::vector<TrackingMDNodeRef> *>(t);
  for (auto &n : *list)
    if (n && !n->isResolved()) n->resolveCycles();
  delete list;
}

// Sets the `declaration:` of a distinct subprogram definition; 0 when `sp` is not a
// distinct DISubprogram or `decl` not a DISubprogram.
int llvm_spirv_di_subprogram_set_declaration(LLVMMetadataRef sp, LLVMMetadataRef decl) {
  auto *s = dyn_cast<DISubprogram>(md(sp));
  auto *d = dyn_cast_if_present<DISubprogram>(md(decl));
  if (!s || !d || !s->isDistinct()) return 0;
  // Operand 6 is the declaration (DISubprogram::getRawDeclaration, LLVM 19 to 22).
  s->replaceOperandWith(6, d);
  return 1;
}

// Lists `node` (a type, or a subprogram that is no definition) in the builder's compile unit's
// `retainedTypes:`, which keeps nodes nothing else refers to; 0 when `node` is no scope.
int llvm_spirv_di_retain(LLVMDIBuilderRef builder, LLVMMetadataRef node) {
  auto *s = dyn_cast_if_present<DIScope>(md(node));
  if (!s) return 0;
  reinterpret_cast<DIBuilder *>(builder)->retainType(s);
  return 1;
}

// Sets a compile unit's 64-bit DWO id (the C API's builder takes 32 bits); 0 when `cu` is
// not a DICompileUnit.
int llvm_spirv_di_cu_set_dwo_id(LLVMMetadataRef cu, uint64_t id) {
  auto *c = dyn_cast_if_present<DICompileUnit>(md(cu));
  if (!c) return 0;
  c->setDWOId(id);
  return 1;
}

// LLVMDIBuilderCreateFunction with a target function name (`targetFuncName:`), which the C
// API lacks. The caller checks the nodes' classes.
LLVMMetadataRef llvm_spirv_di_create_function(LLVMDIBuilderRef builder, LLVMMetadataRef scope, const char *name,
                                              size_t name_len, const char *linkage, size_t linkage_len,
                                              LLVMMetadataRef file, unsigned line, LLVMMetadataRef ty,
                                              int local, int definition, unsigned scope_line, unsigned flags,
                                              int optimized, const char *target, size_t target_len) {
  auto *b = reinterpret_cast<DIBuilder *>(builder);
  auto nullable = [](LLVMMetadataRef r) { return r ? md(r) : nullptr; };
  auto sp = DISubprogram::toSPFlags(local != 0, definition != 0, optimized != 0);
  return wrapMd(b->createFunction(cast_if_present<DIScope>(nullable(scope)), StringRef(name, name_len),
                                  StringRef(linkage, linkage_len), cast_if_present<DIFile>(nullable(file)), line,
                                  cast_if_present<DISubroutineType>(nullable(ty)), scope_line,
                                  static_cast<DINode::DIFlags>(flags), sp, nullptr, nullptr, nullptr, nullptr,
                                  StringRef(target, target_len)));
}

// Makes debug value record `rec` (a DbgVariableRecord) locate `n` operands, each `value`
// (`!DIArgList(value, ...)`, read by `DW_OP_LLVM_arg 0..n-1`); 0 when `rec` is no variable
// record.
int llvm_spirv_dbg_record_set_arg_list(LLVMDbgRecordRef rec, LLVMValueRef value, unsigned n) {
  auto *r = dyn_cast_if_present<DbgVariableRecord>(reinterpret_cast<DbgRecord *>(rec));
  if (!r) return 0;
  auto *v = ValueAsMetadata::get(unwrap(value));
  SmallVector<ValueAsMetadata *, 4> args(n, v);
  r->setRawLocation(DIArgList::get(v->getContext(), args));
  return 1;
}

// DIBuilder::createPointerType with an optional DWARF address space (the C API's
// LLVMDIBuilderCreatePointerType always sets one).
LLVMMetadataRef llvm_spirv_di_pointer_type(LLVMDIBuilderRef builder, LLVMMetadataRef pointee, uint64_t size_bits,
                                           uint32_t align_bits, int has_address_space, unsigned address_space) {
  auto *b = reinterpret_cast<DIBuilder *>(builder);
  std::optional<unsigned> as;
  if (has_address_space) as = address_space;
  return wrapMd(b->createPointerType(cast_if_present<DIType>(pointee ? md(pointee) : nullptr), size_bits,
                                     align_bits, as));
}

// A distinct DILocation (an inlined-at call site: each inlining is its own node, as the
// inliner makes them); null when `scope` is not a DILocalScope or `inlined` not a DILocation.
LLVMMetadataRef llvm_spirv_di_distinct_location(LLVMContextRef ctx, unsigned line, unsigned column,
                                                LLVMMetadataRef scope, LLVMMetadataRef inlined) {
  auto *s = dyn_cast_if_present<DILocalScope>(md(scope));
  auto *at = inlined ? dyn_cast<DILocation>(md(inlined)) : nullptr;
  if (!s || (inlined && !at)) return nullptr;
  return wrapMd(DILocation::getDistinct(*unwrap(ctx), line, column, s, at));
}

// A DIFile with its checksum (kind 1 MD5, 2 SHA1, 3 SHA256; 0 none) and embedded source
// text (when `has_source`), which the C API's builder takes neither of.
LLVMMetadataRef llvm_spirv_di_file(LLVMContextRef ctx, const char *name, size_t name_len, const char *dir,
                                   size_t dir_len, unsigned cs_kind, const char *cs, size_t cs_len, int has_source,
                                   const char *src, size_t src_len) {
  std::optional<DIFile::ChecksumInfo<StringRef>> checksum;
  if (cs_kind >= 1 && cs_kind <= 3)
    checksum.emplace(static_cast<DIFile::ChecksumKind>(cs_kind), StringRef(cs, cs_len));
  std::optional<StringRef> source;
  if (has_source) source = StringRef(src, src_len);
  return wrapMd(DIFile::get(*unwrap(ctx), StringRef(name, name_len), StringRef(dir, dir_len), checksum, source));
}

// A DIModule with its file, line and declaration flag (the C API's builder takes neither).
LLVMMetadataRef llvm_spirv_di_module(LLVMContextRef ctx, LLVMMetadataRef file, LLVMMetadataRef scope,
                                     const char *name, size_t name_len, const char *macros, size_t macros_len,
                                     const char *include, size_t include_len, const char *notes, size_t notes_len,
                                     unsigned line, int is_decl) {
  auto *f = dyn_cast_if_present<DIFile>(file ? md(file) : nullptr);
  auto *sc = dyn_cast_if_present<DIScope>(scope ? md(scope) : nullptr);
  return wrapMd(DIModule::get(*unwrap(ctx), f, sc, StringRef(name, name_len), StringRef(macros, macros_len),
                              StringRef(include, include_len), StringRef(notes, notes_len), line, is_decl != 0));
}

// Function attributes and metadata kind names (llvm-c has no Attribute::getAsString and no
// LLVMContext::getMDKindNames), for `--spirv-preserve-auxdata` (`values.rs`).

// The textual form of attribute `a` (`nounwind`, `alignstack(8)`, `memory(none)`,
// `"key"="value"`) copied into `buf` (at most `cap` bytes); returns its full length.
size_t llvm_spirv_attribute_text(LLVMAttributeRef a, char *buf, size_t cap) {
  std::string s = unwrap(a).getAsString();
  size_t n = s.size() < cap ? s.size() : cap;
  if (n > 0)
    memcpy(buf, s.data(), n);
  return s.size();
}

// The name of metadata kind `kind` of context `c` (storage owned by the context), null if
// the context has no such kind.
const char *llvm_spirv_md_kind_name(LLVMContextRef c, unsigned kind, size_t *len) {
  SmallVector<StringRef, 64> names;
  unwrap(c)->getMDKindNames(names);
  if (kind >= names.size()) {
    *len = 0;
    return nullptr;
  }
  return str(names[kind], len);
}
}

// The one mutation here (the C API cannot reorder a module's functions): moves function `f`
// to just after function `after`, both of module `m`. Returns 0 (and does nothing) when
// either is not a function of `m`, or they are the same function.
extern "C" int llvm_spirv_move_function_after(LLVMModuleRef m, LLVMValueRef f, LLVMValueRef after) {
  auto *F = dyn_cast_or_null<Function>(reinterpret_cast<Value *>(f));
  auto *A = dyn_cast_or_null<Function>(reinterpret_cast<Value *>(after));
  Module *M = reinterpret_cast<Module *>(m);
  if (!F || !A || F == A || F->getParent() != M || A->getParent() != M)
    return 0;
  auto &list = F->getParent()->getFunctionList();
  list.splice(std::next(A->getIterator()), list, F->getIterator());
  return 1;
}

// A distinct node of operands `ops` (the C API builds uniqued nodes only): `distinct !{}`
// marks one index group of SPV_INTEL_fpga_loop_controls' `llvm.index.group`.
extern "C" LLVMMetadataRef llvm_spirv_md_distinct_node(LLVMContextRef ctx, LLVMMetadataRef *ops, size_t n) {
  std::vector<Metadata *> mds;
  for (size_t i = 0; i < n; ++i)
    mds.push_back(md(ops[i]));
  return wrapMd(MDNode::getDistinct(*reinterpret_cast<LLVMContext *>(ctx), mds));
}
