#ifndef VELLUM_CLIBWEBP_SHIM_H
#define VELLUM_CLIBWEBP_SHIM_H

#include <webp/decode.h>

#endif
