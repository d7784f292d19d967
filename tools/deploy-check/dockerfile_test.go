package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func dockerfileProblems(t *testing.T, content string) []string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "Dockerfile")
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	shape, err := readDockerfile(path)
	if err != nil {
		t.Fatal(err)
	}
	return shape.problems()
}

func TestDockerfileShapes(t *testing.T) {
	const build = "FROM node:20 AS build\nRUN npm ci\n"
	cases := []struct {
		name       string
		dockerfile string
		want       []string
	}{
		{"multi-stage, non-root, with a healthcheck",
			build + "FROM node:20-slim\nUSER node\nHEALTHCHECK CMD true\n", nil},
		{"user and healthcheck inherited from the stage built FROM",
			build + "FROM node:20-slim AS base\nUSER 1000:1000\nHEALTHCHECK CMD true\nFROM base\nCOPY . .\n", nil},
		{"a single stage",
			"FROM node:20\nUSER node\nHEALTHCHECK CMD true\n", []string{"has 1 stage"}},
		{"no USER in the last stage",
			"FROM node:20 AS build\nUSER node\nFROM node:20-slim\nHEALTHCHECK CMD true\n", []string{"runs as root"}},
		{"USER root last",
			build + "FROM node:20-slim\nUSER node\nUSER 0:0\nHEALTHCHECK CMD true\n", []string{"runs as root"}},
		{"no healthcheck",
			build + "FROM node:20-slim\nUSER node\n", []string{"no HEALTHCHECK"}},
		{"healthcheck switched off",
			build + "FROM node:20-slim\nUSER node\nHEALTHCHECK CMD true\nHEALTHCHECK NONE\n", []string{"no HEALTHCHECK"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			problems := dockerfileProblems(t, c.dockerfile)
			if len(problems) != len(c.want) {
				t.Fatalf("problems %q, want ones containing %q", problems, c.want)
			}
			for i, want := range c.want {
				if !strings.Contains(problems[i], want) {
					t.Errorf("problem %q, want one containing %q", problems[i], want)
				}
			}
		})
	}
}
