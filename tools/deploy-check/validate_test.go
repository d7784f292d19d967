package main

import (
	"strings"
	"testing"
)

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: catalog
spec:
  replicas: 2
  selector:
    matchLabels: {app: catalog}
  template:
    metadata:
      labels: {app: catalog}
    spec:
      containers:
        - name: catalog
          image: ghcr.io/mise/mise:1.0.0
`

func decode(t *testing.T, content string) (string, error) {
	t.Helper()
	decoder, err := newStrictDecoder()
	if err != nil {
		t.Fatal(err)
	}
	return decoder.decode(renderedObject{Source: "mise/templates/test.yaml", Content: content})
}

func TestAValidDeploymentDecodesIntoItsKind(t *testing.T) {
	kind, err := decode(t, deployment)
	if err != nil {
		t.Fatal(err)
	}
	if kind != "Deployment" {
		t.Fatalf("kind %q, want Deployment", kind)
	}
}

func TestRefusesAnUnknownFieldInADeployment(t *testing.T) {
	_, err := decode(t, strings.Replace(deployment, "image:", "imagePullPolicyy: Always\n          image:", 1))
	if err == nil || !strings.Contains(err.Error(), `unknown field "spec.template.spec.containers[0].imagePullPolicyy"`) {
		t.Fatalf("want the unknown field named, got %v", err)
	}
	if !strings.Contains(err.Error(), `Deployment "catalog" (mise/templates/test.yaml)`) {
		t.Fatalf("want the object and its template named, got %v", err)
	}
}

func TestRefusesAWrongTypeInADeployment(t *testing.T) {
	_, err := decode(t, strings.Replace(deployment, "replicas: 2", `replicas: "two"`, 1))
	if err == nil || !strings.Contains(err.Error(), "replicas") {
		t.Fatalf("want the mistyped replicas refused, got %v", err)
	}
}

func TestRefusesADuplicateField(t *testing.T) {
	_, err := decode(t, strings.Replace(deployment, "replicas: 2", "replicas: 2\n  replicas: 3", 1))
	if err == nil || !strings.Contains(err.Error(), `key "replicas" already set`) {
		t.Fatalf("want the duplicate field refused, got %v", err)
	}
}

func TestRefusesAKindNoSchemaKnows(t *testing.T) {
	_, err := decode(t, "apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n")
	if err == nil || !strings.Contains(err.Error(), "example.com/v1/Widget is not a kind this check knows") {
		t.Fatalf("want the unknown kind refused, got %v", err)
	}
}

func TestDecodesPrometheusRulesStrictly(t *testing.T) {
	const rule = `apiVersion: monitoring.coreos.com/v1
kind: PrometheusRule
metadata:
  name: mise-alerts
spec:
  groups:
    - name: mise
      rules:
        - alert: ServiceDown
          expr: up == 0
          for: 5m
`
	kind, err := decode(t, rule)
	if err != nil || kind != "PrometheusRule" {
		t.Fatalf("want a valid PrometheusRule accepted, got %q, %v", kind, err)
	}
	_, err = decode(t, strings.Replace(rule, "for: 5m", "for: 5m\n          severity: page", 1))
	if err == nil || !strings.Contains(err.Error(), `unknown field "spec.groups[0].rules[0].severity"`) {
		t.Fatalf("want the misplaced severity refused, got %v", err)
	}
}
