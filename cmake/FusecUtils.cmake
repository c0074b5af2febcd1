#===- FusecUtils.cmake - helper functions for fusec targets --------------===#

# add_fusec_library(name SOURCES... [DEPENDS tgt...] [LINK_LIBS lib...])
# A static library that links the MLIR/LLVM dylibs.
function(add_fusec_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS} ${FUSEC_MLIR_LIBS})
  if(FUSEC_SANITIZER_FLAGS)
    # Whoever links a sanitized library needs the sanitizer runtimes.
    target_link_options(${name} INTERFACE ${FUSEC_SANITIZER_FLAGS})
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${FUSEC_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${FUSEC_BINARY_DIR}/include>
    $<BUILD_INTERFACE:${FUSEC_SOURCE_DIR}/dialects/include>
    $<BUILD_INTERFACE:${FUSEC_BINARY_DIR}/dialects/include>
    $<INSTALL_INTERFACE:include>)
  fusec_install_library(${name})
endfunction()

# add_fusec_unittest(name SOURCES... LIBS lib...)
# A GoogleTest binary under <build>/unittests, discovered by test/Unit.
function(add_fusec_unittest name)
  cmake_parse_arguments(ARG "" "" "LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LIBS} GTest::gtest_main)
  set_target_properties(${name} PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${FUSEC_BINARY_DIR}/unittests/bin)
  add_dependencies(FusecUnitTests ${name})
endfunction()

# fusec_install_library(name): installs a library into the exported set.
function(fusec_install_library name)
  install(TARGETS ${name} EXPORT FusecTargets
    ARCHIVE DESTINATION lib LIBRARY DESTINATION lib)
  set_property(GLOBAL APPEND PROPERTY FUSEC_EXPORTS ${name})
endfunction()
