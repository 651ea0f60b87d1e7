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

/* What follows a completed word: a space, or nothing (0) after `field=`. */
static inline void flowc_set_completion_append(int character) {
  rl_completion_append_character = character;
}

/* libedit leaves SIGINT to the program: Ctrl-C clears the line instead of ending it. */
static inline void flowc_leave_signals_alone(void) {
  rl_catch_signals = 0;
}

/* The line being edited (UTF-8), for completion by position. */
static inline const char *flowc_line_buffer(void) {
  return rl_line_buffer;
}
#endif
