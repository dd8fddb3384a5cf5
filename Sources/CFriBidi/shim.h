#include <fribidi.h>

// FRIBIDI_PAR_ON is a macro expression Swift cannot import: "find the paragraph's direction
// from its first strong character".
static inline FriBidiParType vellum_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }

// FRIBIDI_IS_RTL is a macro too.
static inline int vellum_fribidi_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type); }
