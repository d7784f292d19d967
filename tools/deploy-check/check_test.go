package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func renderInto(t *testing.T, repo repository) {
	t.Helper()
	objects, err := renderChart(repo.path(chartDir), release)
	if err != nil {
		t.Fatal(err)
	}
	files, err := layoutManifests(objects)
	if err != nil {
		t.Fatal(err)
	}
	if err := writeManifests(repo.path(manifestsDir), files); err != nil {
		t.Fatal(err)
	}
}

func check(repo repository) (string, error) {
	var out bytes.Buffer
	err := checkCommand(repo, &out)
	return out.String(), err
}

func TestRenderWritesOneFilePerKindWithHooksIncluded(t *testing.T) {
	repo := fixtureRepository(t)
	renderInto(t, repo)

	files, err := readManifests(repo.path(manifestsDir))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(sortedUnion(files, nil), " "); got != "deployment.yaml job.yaml prometheusrule.yaml service.yaml" {
		t.Fatalf("files %s", got)
	}
	job := files["job.yaml"]
	if !strings.HasPrefix(job, generatedHeader) || !strings.Contains(job, "# Source: mise/templates/migrate-job.yaml") ||
		!strings.Contains(job, "helm.sh/hook: pre-install,pre-upgrade") {
		t.Fatalf("the migration hook is not rendered as expected:\n%s", job)
	}
	services := files["service.yaml"]
	if strings.Index(services, "name: cart-pricing") > strings.Index(services, "name: catalog") {
		t.Fatalf("services are not sorted by name:\n%s", services)
	}
}

func TestCheckPassesOnAFreshRenderAndSummarises(t *testing.T) {
	repo := fixtureRepository(t)
	renderInto(t, repo)

	out, err := check(repo)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{
		"rendered with its default values: Deployment 2, Job 1, PrometheusRule 1, Service 2",
		"values-production.yaml: Deployment 2, Job 1, PrometheusRule 1, Service 2",
		"docker-compose.yml loads with 2 services: catalog, postgres",
		`2 stages, runs as "node"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
}

func TestCheckReportsManifestsThatDifferFromTheChart(t *testing.T) {
	repo := fixtureRepository(t)
	renderInto(t, repo)
	repo.replaceIn(t, "k8s/deployment.yaml", "replicas: 1", "replicas: 5")
	repo.write(t, "k8s/ingress.yaml", "kind: Ingress\n")
	if err := os.Remove(repo.path("k8s/service.yaml")); err != nil {
		t.Fatal(err)
	}

	out, err := check(repo)
	if err == nil {
		t.Fatalf("check passed on drifted manifests:\n%s", out)
	}
	for _, want := range []string{
		"-  replicas: 5\n+  replicas: 1",
		"ingress.yaml is not produced by the chart any more",
		"service.yaml is missing",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("drift report lacks %q:\n%s", want, out)
		}
	}
}

func TestCheckRefusesAChartThatRendersAnUnknownField(t *testing.T) {
	repo := fixtureRepository(t)
	repo.replaceIn(t, "charts/mise/templates/components.yaml", "  replicas:", "  replica: 1\n  replicas:")
	renderInto(t, repo)

	out, err := check(repo)
	if err == nil || !strings.Contains(out, `unknown field "spec.replica"`) {
		t.Fatalf("want the unknown field refused, got %v:\n%s", err, out)
	}
}

func TestValuesThatBreakTheChartsSchemaAreRefused(t *testing.T) {
	repo := fixtureRepository(t)
	repo.replaceIn(t, "charts/mise/values-production.yaml", "replicas: 3", "replicas: 0")
	renderInto(t, repo)

	out, err := check(repo)
	if err == nil || !strings.Contains(out, "values-production.yaml") || !strings.Contains(out, "replicas") {
		t.Fatalf("want the production values refused by values.schema.json, got %v:\n%s", err, out)
	}
}

func TestCheckRefusesAnInvalidComposeFile(t *testing.T) {
	repo := fixtureRepository(t)
	renderInto(t, repo)
	repo.replaceIn(t, "docker-compose.yml", "depends_on: [postgres]", "depends_on: [redis]")

	out, err := check(repo)
	if err == nil || !strings.Contains(out, "redis") {
		t.Fatalf("want the dependency on an undefined service refused, got %v:\n%s", err, out)
	}
}

func TestCheckRequiresAValuesSchemaThatConstrainsTheComponents(t *testing.T) {
	repo := fixtureRepository(t)
	renderInto(t, repo)
	repo.replaceIn(t, "charts/mise/values.schema.json", `"type": "object",
      "additionalProperties": {`, `"additionalProperties": {`)

	out, err := check(repo)
	if err == nil || !strings.Contains(out, "values.schema.json accepts components that are not a map") {
		t.Fatalf("want a schema that lets any components through refused, got %v:\n%s", err, out)
	}

	if err := os.Remove(repo.path("charts/mise/values.schema.json")); err != nil {
		t.Fatal(err)
	}
	out, err = check(repo)
	if err == nil || !strings.Contains(out, "values.schema.json is missing") {
		t.Fatalf("want a chart without a values schema refused, got %v:\n%s", err, out)
	}
}

func TestCheckRefusesTwoObjectsOfOneKindAndName(t *testing.T) {
	repo := fixtureRepository(t)
	repo.write(t, "charts/mise/templates/catalog-again.yaml", `apiVersion: v1
kind: Service
metadata:
  name: catalog
spec:
  ports:
    - port: 80
`)
	renderInto(t, repo)

	out, err := check(repo)
	if err == nil || !strings.Contains(out, `Service "catalog" is rendered twice`) ||
		!strings.Contains(out, "mise/templates/components.yaml") || !strings.Contains(out, "mise/templates/catalog-again.yaml") {
		t.Fatalf("want the duplicate Service refused, with both templates named, got %v:\n%s", err, out)
	}
}
