package main

import (
	"fmt"
	"io"
	"sort"
	"sync"
	"text/tabwriter"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// callLog keeps every call's vegeta Result in a Metrics per call name, and one for all calls.
type callLog struct {
	mu      sync.Mutex
	byName  map[string]*vegeta.Metrics
	overall vegeta.Metrics
	non2xx  map[string]int
	errors  map[string]int
}

func newCallLog() *callLog {
	return &callLog{byName: map[string]*vegeta.Metrics{}, non2xx: map[string]int{}, errors: map[string]int{}}
}

// add files one call under its name. A call that got no answer counts as an error; one answered
// outside 2xx counts as non-2xx (vegeta's Success counts 3xx as success, the crowd does not).
func (l *callLog) add(name string, result *vegeta.Result) {
	l.mu.Lock()
	defer l.mu.Unlock()
	metrics, ok := l.byName[name]
	if !ok {
		metrics = &vegeta.Metrics{}
		l.byName[name] = metrics
	}
	metrics.Add(result)
	l.overall.Add(result)
	switch {
	case result.Code == 0:
		l.errors[name]++
	case result.Code < 200 || result.Code >= 300:
		l.non2xx[name]++
	}
}

// callSummary is one line of the report, in milliseconds.
type callSummary struct {
	Name   string  `json:"name"`
	Calls  uint64  `json:"calls"`
	P50    float64 `json:"p50Ms"`
	P95    float64 `json:"p95Ms"`
	P99    float64 `json:"p99Ms"`
	Max    float64 `json:"maxMs"`
	Non2xx int     `json:"non2xx"`
	Errors int     `json:"errors"`
}

const overallName = "all calls"

// summaries closes the metrics and answers one line per call name, in name order, then the
// line of all calls together.
func (l *callLog) summaries() []callSummary {
	l.mu.Lock()
	defer l.mu.Unlock()
	names := make([]string, 0, len(l.byName))
	for name := range l.byName {
		names = append(names, name)
	}
	sort.Strings(names)
	lines := make([]callSummary, 0, len(names)+1)
	totalNon2xx, totalErrors := 0, 0
	for _, name := range names {
		lines = append(lines, summaryOf(name, l.byName[name], l.non2xx[name], l.errors[name]))
		totalNon2xx += l.non2xx[name]
		totalErrors += l.errors[name]
	}
	return append(lines, summaryOf(overallName, &l.overall, totalNon2xx, totalErrors))
}

func summaryOf(name string, metrics *vegeta.Metrics, non2xx, errors int) callSummary {
	metrics.Close()
	ms := func(q float64) float64 {
		return float64(metrics.Latencies.Quantile(q).Microseconds()) / 1000
	}
	return callSummary{
		Name:   name,
		Calls:  metrics.Requests,
		P50:    ms(0.50),
		P95:    ms(0.95),
		P99:    ms(0.99),
		Max:    float64(metrics.Latencies.Max.Microseconds()) / 1000,
		Non2xx: non2xx,
		Errors: errors,
	}
}

// overallText is vegeta's own text report of all calls together.
func (l *callLog) overallText(w io.Writer) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.overall.Close()
	return vegeta.NewTextReporter(&l.overall).Report(w)
}

func printSummaries(w io.Writer, lines []callSummary) {
	table := tabwriter.NewWriter(w, 0, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(table, "call\tcalls\tp50 ms\tp95 ms\tp99 ms\tmax ms\tnon-2xx\terrors\t")
	for _, line := range lines {
		fmt.Fprintf(table, "%s\t%d\t%.1f\t%.1f\t%.1f\t%.1f\t%d\t%d\t\n",
			line.Name, line.Calls, line.P50, line.P95, line.P99, line.Max, line.Non2xx, line.Errors)
	}
	table.Flush()
}
