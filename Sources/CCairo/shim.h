#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-ps.h>

// cairo-ft.h would bring fontconfig's and FreeType's headers into this module, where they would
// clash with the CFontconfig and CFreeType modules' own. Vellum uses one function of it, declared
// here as cairo-ft.h declares it; the pattern is CFontconfig's FcPattern.
struct _FcPattern;
cairo_public cairo_font_face_t *cairo_ft_font_face_create_for_pattern(struct _FcPattern *pattern);

// The FreeType face behind a scaled font, locked while Vellum reads it (cairo-ft.h's functions,
// declared here for the same reason); the face is CFreeType's FT_FaceRec_.
struct FT_FaceRec_;
cairo_public struct FT_FaceRec_ *cairo_ft_scaled_font_lock_face(cairo_scaled_font_t *scaled_font);
cairo_public void cairo_ft_scaled_font_unlock_face(cairo_scaled_font_t *scaled_font);
