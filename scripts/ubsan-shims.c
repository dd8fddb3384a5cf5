// UndefinedBehaviorSanitizer over the C shims' own code: the static inline functions Vellum's
// module maps add to the libraries' headers (CFriBidi's today; the other shims only include
// headers). Swift has no -sanitize=undefined, so scripts/sanitize.sh compiles this driver with
// clang's -fsanitize=undefined and runs it. It also checks what the functions answer.
#include <stdio.h>
#include <stdlib.h>
#include "../Sources/CFriBidi/shim.h"

static int failures = 0;

static void expect(int condition, const char *what) {
    if (!condition) {
        fprintf(stderr, "ubsan-shims: %s\n", what);
        failures += 1;
    }
}

int main(void) {
    expect(vellum_fribidi_par_on() == FRIBIDI_PAR_ON, "vellum_fribidi_par_on is not FRIBIDI_PAR_ON");
    expect(vellum_fribidi_is_rtl(FRIBIDI_PAR_RTL), "FRIBIDI_PAR_RTL is not right to left");
    expect(vellum_fribidi_is_rtl(FRIBIDI_PAR_WRTL), "FRIBIDI_PAR_WRTL is not right to left");
    expect(!vellum_fribidi_is_rtl(FRIBIDI_PAR_LTR), "FRIBIDI_PAR_LTR is right to left");
    expect(!vellum_fribidi_is_rtl(FRIBIDI_PAR_WLTR), "FRIBIDI_PAR_WLTR is right to left");
    // Every bit pattern a paragraph type can hold, including ones FriBidi never returns.
    for (unsigned long long bits = 0; bits <= 0xFFFFFFFFull; bits += 0x10001ull) {
        FriBidiParType type = (FriBidiParType)bits;
        expect(vellum_fribidi_is_rtl(type) == ((type & FRIBIDI_MASK_RTL) != 0), "is_rtl disagrees with the RTL mask");
    }
    if (failures == 0) printf("ubsan-shims: all checks passed, no undefined behaviour reported\n");
    return failures == 0 ? 0 : 1;
}
