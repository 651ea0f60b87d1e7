/* The floor: libyaml alone parsing the files to their last event, building nothing. */
#include <yaml.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  long events = 0;
  for (int i = 1; i < argc; i++) {
    FILE *f = fopen(argv[i], "rb"); fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc(n); fread(buf, 1, n, f); fclose(f);
    yaml_parser_t p; yaml_parser_initialize(&p); yaml_parser_set_input_string(&p, buf, n);
    yaml_event_t e; int done = 0;
    while (!done) { if (!yaml_parser_parse(&p, &e)) { fprintf(stderr, "error\n"); return 1; }
      done = e.type == YAML_STREAM_END_EVENT; yaml_event_delete(&e); events++; }
    yaml_parser_delete(&p); free(buf);
  }
  printf("%ld events\n", events);
}
