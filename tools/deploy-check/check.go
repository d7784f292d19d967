package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// checkCommand runs every check, reports each failure as it finds it and the counts
// of what passed, and fails when anything did.
func checkCommand(repo repository, out io.Writer) error {
	var failures []string
	fail := func(format string, args ...any) {
		message := fmt.Sprintf(format, args...)
		failures = append(failures, message)
		fmt.Fprintln(out, "FAIL", message)
	}

	decoder, err := newStrictDecoder()
	if err != nil {
		return err
	}
	var validated []string
	for _, valuesFiles := range valuesVariants(repo) {
		objects, err := renderChart(repo.path(chartDir), release, valuesFiles...)
		if err != nil {
			fail("%v", err)
			continue
		}
		for _, duplicate := range duplicateObjects(objects) {
			fail("rendered%s: %s", describeValues(valuesFiles), duplicate)
		}
		kinds := map[string]int{}
		for _, object := range objects {
			kind, err := decoder.decode(object)
			if err != nil {
				fail("rendered%s: %v", describeValues(valuesFiles), err)
				continue
			}
			kinds[kind]++
		}
		validated = append(validated, fmt.Sprintf("ok  objects validated, rendered%s: %s", describeValues(valuesFiles), countsByKind(kinds)))
		if len(valuesFiles) == 0 {
			checkManifestsMatch(repo, objects, fail)
		}
	}

	if err := checkValuesSchema(repo.path(chartDir)); err != nil {
		fail("%v", err)
	}

	services, err := loadCompose(repo.path(composeFile))
	if err != nil {
		fail("%v", err)
	}

	shape, err := readDockerfile(repo.path(dockerfile))
	if err != nil {
		fail("%v", err)
	} else {
		for _, problem := range shape.problems() {
			fail("%s: %s", dockerfile, problem)
		}
	}

	if len(failures) > 0 {
		return fmt.Errorf("%d problem(s) in the deployment, listed above", len(failures))
	}
	fmt.Fprintln(out, strings.Join(validated, "\n"))
	fmt.Fprintf(out, "ok  %s/values.schema.json refuses values of the wrong shape\n", chartDir)
	fmt.Fprintf(out, "ok  %s/ matches a fresh render\n", manifestsDir)
	fmt.Fprintf(out, "ok  %s loads with %d services: %s\n", composeFile, len(services), strings.Join(services, ", "))
	fmt.Fprintf(out, "ok  %s: %d stages, runs as %q, has a HEALTHCHECK\n", dockerfile, shape.Stages, shape.User)
	return nil
}

// duplicateObjects names the objects rendered twice under one kind and name: the cluster
// would keep only the last one applied.
func duplicateObjects(objects []renderedObject) []string {
	firstSource := map[string]string{}
	var duplicates []string
	for _, object := range objects {
		identity, err := identify(object)
		if err != nil {
			continue // the strict decoding reports it
		}
		key := identity.APIVersion + " " + identity.Kind + " " + identity.Metadata.Name
		if first, seen := firstSource[key]; seen {
			duplicates = append(duplicates, fmt.Sprintf("%s %q is rendered twice (%s and %s)",
				identity.Kind, identity.Metadata.Name, first, object.Source))
			continue
		}
		firstSource[key] = object.Source
	}
	return duplicates
}

func checkManifestsMatch(repo repository, objects []renderedObject, fail func(string, ...any)) {
	files, err := layoutManifests(objects)
	if err != nil {
		fail("%v", err)
		return
	}
	drift, err := manifestDrift(repo.path(manifestsDir), files)
	if err != nil {
		fail("%v", err)
		return
	}
	if drift != "" {
		fail("%s/ differs from a fresh render of %s; run `go run ./tools/deploy-check render` and commit %s/:\n%s",
			manifestsDir, chartDir, manifestsDir, drift)
	}
}

// valuesVariants lists the values the chart must render with: its defaults and, when the
// repository has them, the production values.
func valuesVariants(repo repository) [][]string {
	variants := [][]string{nil}
	if _, err := os.Stat(repo.path(productionValues)); !errors.Is(err, os.ErrNotExist) {
		variants = append(variants, []string{repo.path(productionValues)})
	}
	return variants
}

func countsByKind(kinds map[string]int) string {
	names := make([]string, 0, len(kinds))
	for kind := range kinds {
		names = append(names, kind)
	}
	sort.Strings(names)
	parts := make([]string, 0, len(names))
	for _, kind := range names {
		parts = append(parts, fmt.Sprintf("%s %d", kind, kinds[kind]))
	}
	return strings.Join(parts, ", ")
}
