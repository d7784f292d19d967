package main

import (
	"context"
	"fmt"
	"os"

	"github.com/compose-spec/compose-go/v2/cli"
)

// loadCompose loads the compose file the way `docker compose config` does, with every
// profile active so no service escapes validation, and returns its services' names.
func loadCompose(path string) ([]string, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	options, err := cli.NewProjectOptions([]string{path},
		cli.WithOsEnv,
		cli.WithDotEnv,
		cli.WithProfiles([]string{"*"}),
		cli.WithConsistency(true),
	)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	project, err := options.LoadProject(context.Background())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return project.ServiceNames(), nil
}
