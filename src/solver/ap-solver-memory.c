/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <sys/mman.h>

#include "ap-solver-private.h"

/*
 * The memory of the searches' tables of positions.
 *
 * A search's tables are its largest blocks (up to half its memory bound)
 * and live only as long as the search. They are mapped from the kernel on
 * their own and unmapped when the search frees them, so that the game
 * gives the memory back after every search without changing how the C
 * library allocates for the rest of the program: glibc keeps large blocks
 * it has freed inside a thread's arena once its thresholds have risen, and
 * fixing those thresholds for the whole program (as the game once did)
 * made every large short-lived buffer of the renderer a fresh mapping, a
 * frame at 4K twice as slow (bench/gui/README.md).
 *
 * Tables below SMALL come from g_malloc(); a mapping costs a system call
 * and at least a page.
 *
 * A table of positions is looked up at random places all over it: with
 * 4 KiB pages nearly every lookup of a large table also misses the
 * processor's cache of page addresses (the TLB). So tables of 2 MiB or
 * more are offered to the kernel's transparent huge pages
 * (madvise(MADV_HUGEPAGE), which both the "madvise" and the "always"
 * settings honour; with "never" it does nothing). On Carthage deals that
 * take 1 to 9 s, this made solving about a tenth faster
 * (docs/solver-notes.md, section 7).
 */

#define SMALL ((gsize) 256 << 10)
#define HUGE_PAGE ((gsize) 2 << 20)

gpointer
ap_solver_slots_try_new0 (gsize bytes)
{
  void *slots;

  if (bytes < SMALL)
    return g_try_malloc0 (MAX (bytes, 1));
  /* Anonymous mappings come zeroed. */
  slots = mmap (NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (slots == MAP_FAILED)
    return NULL;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (bytes >= HUGE_PAGE)
    madvise (slots, bytes, MADV_HUGEPAGE);
#endif
  return slots;
}

gpointer
ap_solver_slots_new0 (gsize bytes)
{
  gpointer slots = ap_solver_slots_try_new0 (bytes);

  if (slots == NULL)
    g_error ("out of memory for a table of %" G_GSIZE_FORMAT " bytes", bytes);
  return slots;
}

void
ap_solver_slots_free (gpointer slots, gsize bytes)
{
  if (slots == NULL)
    return;
  if (bytes < SMALL)
    g_free (slots);
  else
    munmap (slots, bytes);
}
