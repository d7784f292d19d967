package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pmezard/go-difflib/difflib"
)

// writeManifests makes dir hold exactly the given files: YAML files left from an
// earlier render whose kind is gone are removed.
func writeManifests(dir string, files map[string]string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	existing, err := readManifests(dir)
	if err != nil {
		return err
	}
	for name := range existing {
		if _, kept := files[name]; !kept {
			if err := os.Remove(filepath.Join(dir, name)); err != nil {
				return err
			}
		}
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// readManifests reads the YAML files of dir; a missing dir holds none.
func readManifests(dir string) (map[string]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	files := map[string]string{}
	for _, entry := range entries {
		if entry.IsDir() || !strings.HasSuffix(entry.Name(), ".yaml") {
			continue
		}
		content, err := os.ReadFile(filepath.Join(dir, entry.Name()))
		if err != nil {
			return nil, err
		}
		files[entry.Name()] = string(content)
	}
	return files, nil
}

// manifestDrift describes how dir differs from a fresh render: a unified diff per
// changed file and the files missing or left over. It is empty when they match.
func manifestDrift(dir string, rendered map[string]string) (string, error) {
	committed, err := readManifests(dir)
	if err != nil {
		return "", err
	}
	var report strings.Builder
	for _, name := range sortedUnion(committed, rendered) {
		path := filepath.Join(dir, name)
		want, inRender := rendered[name]
		have, inDir := committed[name]
		switch {
		case !inDir:
			fmt.Fprintf(&report, "%s is missing (the render has %d lines for it)\n", path, strings.Count(want, "\n"))
		case !inRender:
			fmt.Fprintf(&report, "%s is not produced by the chart any more\n", path)
		case want != have:
			diff, err := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
				A:        difflib.SplitLines(have),
				B:        difflib.SplitLines(want),
				FromFile: path + " (committed)",
				ToFile:   path + " (fresh render)",
				Context:  2,
			})
			if err != nil {
				return "", err
			}
			report.WriteString(firstLines(diff, diffLinesPerFile))
		}
	}
	return report.String(), nil
}

// diffLinesPerFile keeps a report readable when a whole dashboard or rule file changed.
const diffLinesPerFile = 60

func firstLines(text string, count int) string {
	lines := strings.SplitAfter(text, "\n")
	if len(lines) <= count {
		return text
	}
	return strings.Join(lines[:count], "") + fmt.Sprintf("... and %d more lines\n", len(lines)-count)
}

func sortedUnion(a, b map[string]string) []string {
	names := make([]string, 0, len(a)+len(b))
	for name := range a {
		names = append(names, name)
	}
	for name := range b {
		if _, seen := a[name]; !seen {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}
