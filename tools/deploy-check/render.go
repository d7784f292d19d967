package main

import (
	"fmt"
	"sort"
	"strings"

	"helm.sh/helm/v3/pkg/action"
	"helm.sh/helm/v3/pkg/chart/loader"
	"helm.sh/helm/v3/pkg/chartutil"
	"helm.sh/helm/v3/pkg/releaseutil"
)

type releaseOptions struct {
	Name      string
	Namespace string
}

// renderedObject is one YAML document the chart produced, with the template it came from.
type renderedObject struct {
	Source  string
	Content string
}

// renderChart renders the chart the way `helm template` does, hooks included (the
// migration Job is one), with the chart's values overlaid by each values file in turn.
// Helm validates the merged values against values.schema.json when the chart has one.
func renderChart(chartPath string, rel releaseOptions, valuesFiles ...string) ([]renderedObject, error) {
	values := map[string]interface{}{}
	for _, file := range valuesFiles {
		overlay, err := chartutil.ReadValuesFile(file)
		if err != nil {
			return nil, fmt.Errorf("reading the values file %s: %w", file, err)
		}
		values = chartutil.CoalesceTables(overlay.AsMap(), values)
	}
	objects, err := renderChartWithValues(chartPath, rel, values)
	if err != nil {
		return nil, fmt.Errorf("rendering %s%s: %w", chartPath, describeValues(valuesFiles), err)
	}
	return objects, nil
}

// renderChartWithValues renders the chart with values overlaid on the chart's own.
func renderChartWithValues(chartPath string, rel releaseOptions, values map[string]interface{}) ([]renderedObject, error) {
	chart, err := loader.Load(chartPath)
	if err != nil {
		return nil, fmt.Errorf("loading the chart: %w", err)
	}
	install := action.NewInstall(&action.Configuration{Log: func(string, ...interface{}) {}})
	install.DryRun = true
	install.ClientOnly = true
	install.Replace = true
	install.IncludeCRDs = true
	install.ReleaseName = rel.Name
	install.Namespace = rel.Namespace
	// Without a cluster Helm assumes Kubernetes 1.20, older than the chart's kubeVersion
	// allows; render for the oldest version the chart supports instead.
	install.KubeVersion = &chartutil.KubeVersion{Version: "v1.25.0", Major: "1", Minor: "25"}
	result, err := install.Run(chart, values)
	if err != nil {
		return nil, err
	}

	// Helm's own order: the install order for the release's objects, then the hooks.
	documents := releaseutil.SplitManifests(result.Manifest)
	keys := make([]string, 0, len(documents))
	for key := range documents {
		keys = append(keys, key)
	}
	sort.Sort(releaseutil.BySplitManifestsOrder(keys))
	var objects []renderedObject
	for _, key := range keys {
		if object, ok := parseRenderedDocument(documents[key]); ok {
			objects = append(objects, object)
		}
	}
	for _, hook := range result.Hooks {
		objects = append(objects, renderedObject{Source: hook.Path, Content: strings.TrimSpace(hook.Manifest)})
	}
	return objects, nil
}

// parseRenderedDocument separates the "# Source: <template>" line Helm puts above every
// document of a release's manifest from the document itself.
func parseRenderedDocument(document string) (renderedObject, bool) {
	document = strings.TrimSpace(document)
	const marker = "# Source: "
	var object renderedObject
	if strings.HasPrefix(document, marker) {
		line, rest, _ := strings.Cut(document, "\n")
		object.Source = strings.TrimPrefix(line, marker)
		document = strings.TrimSpace(rest)
	}
	object.Content = document
	return object, document != ""
}

func describeValues(valuesFiles []string) string {
	if len(valuesFiles) == 0 {
		return " with its default values"
	}
	return " with " + strings.Join(valuesFiles, ", ")
}
