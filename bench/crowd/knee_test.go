package main

import (
	"slices"
	"testing"
	"time"
)

// crowdWith is a crowd whose calls had these p95s, every shopper's order listed once.
func crowdWith(shoppers int, p95ByCall map[string]float64) crowdRun {
	run := crowdRun{Shoppers: shoppers, Orders: orderCheck{Placed: shoppers, ExactlyOne: shoppers}}
	for name, p95 := range p95ByCall {
		run.Calls = append(run.Calls, callSummary{Name: name, P95: p95})
	}
	run.Calls = append(run.Calls, callSummary{Name: overallName, P95: 1000})
	return run
}

func TestKneeIsTheFirstSizeWhoseSlowestCallDoubles(t *testing.T) {
	runs := []crowdRun{
		crowdWith(25, map[string]float64{"POST /api/orders": 90, "POST /api/cart": 20}),
		crowdWith(50, map[string]float64{"POST /api/orders": 170, "POST /api/cart": 40}),
		// The slowest call changes: the knee follows whichever call is slowest at each size.
		crowdWith(100, map[string]float64{"POST /api/orders": 150, "POST /api/cart": 185}),
		crowdWith(200, map[string]float64{"POST /api/orders": 400, "POST /api/cart": 60}),
	}
	knee := kneeOf(runs)
	if knee.KneeShoppers != 100 || knee.BaselineP95Ms != 90 {
		t.Fatalf("knee at %d shoppers from a %.0f ms baseline, want 100 from 90", knee.KneeShoppers, knee.BaselineP95Ms)
	}
	if step := knee.Steps[2]; step.SlowestCall != "POST /api/cart" {
		t.Fatalf("the slowest call at 100 shoppers is %q, want POST /api/cart", step.SlowestCall)
	}
	if never := kneeOf(runs[:2]); never.KneeShoppers != 0 {
		t.Fatalf("p95 never doubled, yet the knee is %d", never.KneeShoppers)
	}
}

func TestMissesNameEachCallOverTheLimitButNotAllCallsTogether(t *testing.T) {
	run := crowdWith(10, map[string]float64{"POST /api/orders": 250, "POST /api/cart": 199})
	missed := run.misses(200 * time.Millisecond)
	if !slices.Equal(missed, []string{"POST /api/orders: p95 250.0 ms, not under 200 ms"}) {
		t.Fatalf("missed %q", missed)
	}
	run.Orders.ExactlyOne = 9
	if missed := run.misses(200 * time.Millisecond); len(missed) != 2 || missed[1] != "9 of 10 orders placed and listed exactly once" {
		t.Fatalf("missed %q", missed)
	}
}

func TestCrowdSizesMustGrow(t *testing.T) {
	if sizes, err := parseSizes("25, 50,100"); err != nil || !slices.Equal(sizes, []int{25, 50, 100}) {
		t.Fatalf("parseSizes answered %v, %v", sizes, err)
	}
	for _, bad := range []string{"50,25", "25,x", "0,10"} {
		if _, err := parseSizes(bad); err == nil {
			t.Fatalf("parseSizes(%q) took it", bad)
		}
	}
}
