package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
)

// dockerfileShape is what the check reads from the Dockerfile.
type dockerfileShape struct {
	Stages int
	// User and HasHealthcheck hold for the image the last stage builds, counting the
	// stages it is built FROM.
	User           string
	HasHealthcheck bool
}

func readDockerfile(path string) (dockerfileShape, error) {
	file, err := os.Open(path)
	if err != nil {
		return dockerfileShape{}, err
	}
	defer file.Close()
	parsed, err := parser.Parse(file)
	if err != nil {
		return dockerfileShape{}, fmt.Errorf("%s: %w", path, err)
	}
	stages, _, err := instructions.Parse(parsed.AST, nil)
	if err != nil {
		return dockerfileShape{}, fmt.Errorf("%s: %w", path, err)
	}
	if len(stages) == 0 {
		return dockerfileShape{}, fmt.Errorf("%s: no FROM", path)
	}

	shape := dockerfileShape{Stages: len(stages)}
	for _, command := range finalImageCommands(stages) {
		switch command := command.(type) {
		case *instructions.UserCommand:
			shape.User = command.User
		case *instructions.HealthCheckCommand:
			shape.HasHealthcheck = !isHealthcheckNone(command)
		}
	}
	return shape, nil
}

// finalImageCommands lists, oldest first, the commands that shape the last stage's
// image: those of the stages it is built FROM, then its own.
func finalImageCommands(stages []instructions.Stage) []instructions.Command {
	byName := map[string]int{}
	for index, stage := range stages {
		if stage.Name != "" {
			byName[strings.ToLower(stage.Name)] = index
		}
	}
	var chain []instructions.Stage
	for index := len(stages) - 1; ; {
		chain = append(chain, stages[index])
		base, isStage := byName[strings.ToLower(stages[index].BaseName)]
		if !isStage || base >= index {
			break
		}
		index = base
	}
	var commands []instructions.Command
	for i := len(chain) - 1; i >= 0; i-- {
		commands = append(commands, chain[i].Commands...)
	}
	return commands
}

func isHealthcheckNone(command *instructions.HealthCheckCommand) bool {
	test := command.Health.Test
	return len(test) == 0 || test[0] == "NONE"
}

// problems lists what keeps the image from being fit for production.
func (shape dockerfileShape) problems() []string {
	var found []string
	if shape.Stages < 2 {
		found = append(found, fmt.Sprintf("has %d stage; a multi-stage build keeps compilers and dev dependencies out of the image", shape.Stages))
	}
	if isRootUser(shape.User) {
		found = append(found, "the last stage runs as root; add a USER with a non-root user")
	}
	if !shape.HasHealthcheck {
		found = append(found, "the last stage has no HEALTHCHECK")
	}
	return found
}

// isRootUser tells whether a USER value ("name", "uid", "name:group") is root; no USER
// at all means root.
func isRootUser(user string) bool {
	name, _, _ := strings.Cut(strings.TrimSpace(user), ":")
	return name == "" || name == "root" || name == "0"
}
