// Command crowd plays a crowd of shoppers against a running shop (issue 22): each browses and
// searches the recipes, adds three to the cart and changes servings a save a second, applies a
// promo code, pays with the sandbox card and opens their orders. It prints p50, p95 and p99 per
// call, the non-2xx answers and errors, and whether every order was listed exactly once; with
// -knee it runs growing crowds and reports the size at which the slowest call's p95 doubles.
// bench/crowd.bench.mjs starts the shop and finds the delivery places; see its header.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// crowdSettings shape every crowd of a run.
type crowdSettings struct {
	ramp   time.Duration
	think  time.Duration
	search string
}

func main() {
	origin := flag.String("origin", "http://127.0.0.1:4620", "the shop's origin")
	placesFile := flag.String("places", "", "JSON file of delivery places, one per shopper (crowd.bench.mjs writes it)")
	shoppers := flag.Int("shoppers", 300, "shoppers in the crowd")
	knee := flag.String("knee", "", "growing crowd sizes, e.g. 25,50,100,200,300,400,600: stop and report where p95 doubles")
	ramp := flag.Duration("ramp", 30*time.Second, "shoppers start evenly over this time")
	think := flag.Duration("think", 5*time.Second, "a shopper's pause between pages, give or take half")
	search := flag.String("search", "curry", "what shoppers search for")
	p95Limit := flag.Duration("p95-limit", 200*time.Millisecond, "every call's p95 must stay under this")
	jsonOut := flag.String("json", "", "also write the report as JSON to this file")
	flag.Parse()

	secret := os.Getenv("JWT_SECRET")
	if secret == "" || *placesFile == "" {
		fmt.Fprintln(os.Stderr, "crowd needs JWT_SECRET (the shop's session key) and -places")
		os.Exit(2)
	}
	places, err := readPlaces(*placesFile)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	sizes := []int{*shoppers}
	if *knee != "" {
		if sizes, err = parseSizes(*knee); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	needed := 0
	for _, size := range sizes {
		needed += size
	}
	if len(places) < needed {
		fmt.Fprintf(os.Stderr, "%d delivery places for %d shoppers\n", len(places), needed)
		os.Exit(2)
	}

	sessions := sessions{secret: []byte(secret)}
	promoCode, err := createPromoCode(*origin, sessions)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	settings := crowdSettings{ramp: *ramp, think: *think, search: *search}
	report := runReport{Origin: *origin, Ramp: ramp.String(), Think: think.String(), P95LimitMs: p95Limit.Milliseconds()}
	for _, size := range sizes {
		fmt.Printf("\n== %d shoppers, ramp %s, think %s, %s\n", size, *ramp, *think, time.Now().UTC().Format(time.RFC3339))
		run := runCrowd(*origin, sessions, promoCode, places[:size], settings)
		places = places[size:]
		run.Missed = run.misses(*p95Limit)
		printRun(run)
		report.Crowds = append(report.Crowds, run)
		// Past the knee the shop is overloaded: larger crowds would only queue longer.
		if *knee != "" && kneeOf(report.Crowds).KneeShoppers != 0 {
			break
		}
	}
	failed := len(report.Crowds[0].Missed) > 0
	if *knee != "" {
		report.Knee = kneeOf(report.Crowds)
		printKnee(report.Knee)
		failed = false
		for _, run := range report.Crowds {
			failed = failed || len(run.Problems) > 0 || run.Orders.ExactlyOne != run.Shoppers
		}
	}
	if *jsonOut != "" {
		content, _ := json.MarshalIndent(report, "", "  ")
		if err := os.WriteFile(*jsonOut, content, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if failed {
		os.Exit(1)
	}
}

type runReport struct {
	Origin     string      `json:"origin"`
	Ramp       string      `json:"ramp"`
	Think      string      `json:"think"`
	P95LimitMs int64       `json:"p95LimitMs"`
	Crowds     []crowdRun  `json:"crowds"`
	Knee       *kneeReport `json:"knee,omitempty"`
}

func parseSizes(list string) ([]int, error) {
	var sizes []int
	for _, part := range strings.Split(list, ",") {
		size, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || size < 1 {
			return nil, fmt.Errorf("-knee: %q is not a crowd size", part)
		}
		if len(sizes) > 0 && size <= sizes[len(sizes)-1] {
			return nil, fmt.Errorf("-knee: sizes must grow, %d follows %d", size, sizes[len(sizes)-1])
		}
		sizes = append(sizes, size)
	}
	return sizes, nil
}

func printRun(run crowdRun) {
	fmt.Printf("%d shoppers (at most %d at once) in %.1f s\n", run.Shoppers, run.PeakInFlight, run.Seconds)
	printSummaries(os.Stdout, run.Calls)
	fmt.Println("vegeta's report of all calls:")
	if err := run.log.overallText(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	fmt.Printf("orders: %d placed, %d listed exactly once, %d missing, %d listed wrongly\n",
		run.Orders.Placed, run.Orders.ExactlyOne, run.Orders.Missing, run.Orders.Extra)
	for i, problem := range run.Problems {
		if i == 10 {
			fmt.Printf("... and %d more problems\n", len(run.Problems)-10)
			break
		}
		fmt.Println("problem:", problem)
	}
	if len(run.Missed) == 0 {
		fmt.Println("targets: all met")
	}
	for _, missed := range run.Missed {
		fmt.Println("target missed:", missed)
	}
}
