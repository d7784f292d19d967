package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// schemaProbe are values any schema of the chart must refuse, whatever else it allows:
// the chart renders its components from a map.
var schemaProbe = map[string]interface{}{"components": "not a map of components"}

// checkValuesSchema makes sure Helm validates values before rendering: the chart has a
// values.schema.json, and it refuses the probe.
func checkValuesSchema(chartPath string) error {
	schema := filepath.Join(chartPath, "values.schema.json")
	if _, err := os.Stat(schema); errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("%s is missing: Helm would render values of any shape", schema)
	}
	_, err := renderChartWithValues(chartPath, release, schemaProbe)
	if err != nil && strings.Contains(err.Error(), "schema") {
		return nil
	}
	message := fmt.Sprintf("%s accepts components that are not a map: it does not constrain the values", schema)
	if err != nil {
		message += fmt.Sprintf(" (the templates then failed: %v)", err)
	}
	return errors.New(message)
}
