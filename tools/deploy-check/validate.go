package main

import (
	"fmt"

	monitoringv1 "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1"
	"k8s.io/apimachinery/pkg/runtime"
	kjson "k8s.io/apimachinery/pkg/runtime/serializer/json"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
)

// strictDecoder decodes manifests into the typed Kubernetes API objects (and the
// Prometheus Operator's, for the alert rules) and refuses what the API server would
// refuse or silently drop: unknown and duplicate fields, wrong types, unknown kinds.
type strictDecoder struct{ serializer *kjson.Serializer }

func newStrictDecoder() (strictDecoder, error) {
	scheme := runtime.NewScheme()
	for _, register := range []func(*runtime.Scheme) error{clientgoscheme.AddToScheme, monitoringv1.AddToScheme} {
		if err := register(scheme); err != nil {
			return strictDecoder{}, err
		}
	}
	serializer := kjson.NewSerializerWithOptions(kjson.DefaultMetaFactory, scheme, scheme,
		kjson.SerializerOptions{Yaml: true, Strict: true})
	return strictDecoder{serializer: serializer}, nil
}

// decode returns the object's kind, or why the object is not a valid one.
func (d strictDecoder) decode(object renderedObject) (string, error) {
	identity, err := identify(object)
	if err != nil {
		return "", err
	}
	_, kind, err := d.serializer.Decode([]byte(object.Content), nil, nil)
	if err != nil {
		what := fmt.Sprintf("%s %q (%s)", identity.Kind, identity.Metadata.Name, object.Source)
		if runtime.IsNotRegisteredError(err) {
			return "", fmt.Errorf("%s: %s/%s is not a kind this check knows: %w", what, identity.APIVersion, identity.Kind, err)
		}
		return "", fmt.Errorf("%s: %w", what, err)
	}
	return kind.Kind, nil
}
