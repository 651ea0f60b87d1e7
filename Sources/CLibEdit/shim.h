#ifndef FLOWC_CLIBEDIT_SHIM_H
#define FLOWC_CLIBEDIT_SHIM_H
#include <stdio.h>
#include <editline/readline.h>

/* Swift 6 may not touch C globals directly; libedit is configured through these. */
typedef char *flowc_completion_generator(const char *, int);

static inline char **flowc_complete_with(const char *text, flowc_completion_generator *generator) {
  rl_attempted_completion_over = 1; /* no file-name completion when nothing matches */
  return rl_completion_matches(text, generator);
}

static inline void flowc_set_completion(char **(*function)(const char *, int, int)) {
  rl_attempted_completion_function = function;
}
#endif
