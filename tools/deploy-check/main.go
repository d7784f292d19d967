// deploy-check renders Mise's Helm chart into the plain manifests under k8s/ and checks
// the whole deployment without a cluster or a Docker engine: the chart renders with its
// default and production values, every rendered object decodes strictly into the
// Kubernetes API types, k8s/ matches a fresh render, docker-compose.yml loads with
// compose-go and the Dockerfile has the shape production needs.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

// Where the deployment lives, relative to the repository root.
const (
	chartDir         = "charts/mise"
	productionValues = "charts/mise/values-production.yaml"
	manifestsDir     = "k8s"
	composeFile      = "docker-compose.yml"
	dockerfile       = "Dockerfile"
)

// The release the plain manifests in k8s/ stand for.
var release = releaseOptions{Name: "mise", Namespace: "mise"}

func main() {
	flags := flag.NewFlagSet("deploy-check", flag.ExitOnError)
	root := flags.String("root", ".", "the repository root")
	flags.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./tools/deploy-check [-root DIR] render|check")
		fmt.Fprintln(os.Stderr, "  render  writes the chart rendered with its default values into k8s/")
		fmt.Fprintln(os.Stderr, "  check   validates the chart, k8s/, docker-compose.yml and the Dockerfile")
		flags.PrintDefaults()
	}
	_ = flags.Parse(os.Args[1:])
	if flags.NArg() != 1 {
		flags.Usage()
		os.Exit(2)
	}
	repo := repository{root: *root}

	var err error
	switch flags.Arg(0) {
	case "render":
		err = renderCommand(repo)
	case "check":
		err = checkCommand(repo, os.Stdout)
	default:
		flags.Usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "deploy-check:", err)
		os.Exit(1)
	}
}

// repository resolves the deployment's files under the repository root.
type repository struct{ root string }

func (r repository) path(relative string) string { return filepath.Join(r.root, relative) }

func renderCommand(repo repository) error {
	objects, err := renderChart(repo.path(chartDir), release)
	if err != nil {
		return err
	}
	files, err := layoutManifests(objects)
	if err != nil {
		return err
	}
	if err := writeManifests(repo.path(manifestsDir), files); err != nil {
		return err
	}
	fmt.Printf("wrote %d objects into %d files under %s/\n", len(objects), len(files), manifestsDir)
	return nil
}
