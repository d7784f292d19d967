package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fixtureRepository copies testdata/repo, a small repository shaped like Mise's (chart,
// compose file, Dockerfile), into a temporary directory the test may change.
func fixtureRepository(t *testing.T) repository {
	t.Helper()
	root := t.TempDir()
	if err := os.CopyFS(root, os.DirFS(filepath.Join("testdata", "repo"))); err != nil {
		t.Fatal(err)
	}
	return repository{root: root}
}

func (r repository) write(t *testing.T, relative, content string) {
	t.Helper()
	if err := os.WriteFile(r.path(relative), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func (r repository) read(t *testing.T, relative string) string {
	t.Helper()
	content, err := os.ReadFile(r.path(relative))
	if err != nil {
		t.Fatal(err)
	}
	return string(content)
}

// replaceIn edits a file of the repository, failing when old is not in it, so a test
// never passes because its edit silently did nothing.
func (r repository) replaceIn(t *testing.T, relative, old, replacement string) {
	t.Helper()
	content := r.read(t, relative)
	if !strings.Contains(content, old) {
		t.Fatalf("%s does not contain %q", relative, old)
	}
	r.write(t, relative, strings.Replace(content, old, replacement, 1))
}
