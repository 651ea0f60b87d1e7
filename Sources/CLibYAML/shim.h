#ifndef FLOWC_CLIBYAML_SHIM_H
#define FLOWC_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
