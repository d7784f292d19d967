package main

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// crowdRun is one crowd's measurements.
type crowdRun struct {
	Shoppers     int           `json:"shoppers"`
	PeakInFlight int64         `json:"peakShoppersInFlight"`
	Seconds      float64       `json:"seconds"`
	Calls        []callSummary `json:"calls"`
	Orders       orderCheck    `json:"orders"`
	Problems     []string      `json:"problems"`
	Missed       []string      `json:"missedTargets"`
	log          *callLog
}

// orderCheck is "every order exactly once", as each shopper's own order list shows it; the
// orders placed are listed for a count in the database (crowd.bench.mjs does it with psql).
type orderCheck struct {
	Placed       int           `json:"placed"`
	ExactlyOne   int           `json:"listedExactlyOnce"`
	Missing      int           `json:"missing"`
	Extra        int           `json:"listedMoreThanOnceOrExtra"`
	PlacedOrders []placedOrder `json:"placedOrders"`
}

type placedOrder struct {
	UserID  string `json:"userId"`
	OrderID string `json:"orderId"`
}

// runCrowd plays one shopper per place, started evenly over the ramp, and waits for them all.
func runCrowd(origin string, sessions sessions, promoCode string, places []place, settings crowdSettings) crowdRun {
	log := newCallLog()
	f := flow{shop: newShop(origin, len(places), log), sessions: sessions, promoCode: promoCode,
		think: settings.think, search: settings.search}
	outcomes := make([]outcome, len(places))
	var inFlight, peak atomic.Int64
	var wg sync.WaitGroup
	started := time.Now()
	for i, at := range places {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(time.Duration(int64(settings.ramp) * int64(i) / int64(len(places))))
			now := inFlight.Add(1)
			for seen := peak.Load(); now > seen && !peak.CompareAndSwap(seen, now); seen = peak.Load() {
			}
			outcomes[i] = f.shopOnce(i, at)
			inFlight.Add(-1)
		}()
	}
	wg.Wait()

	run := crowdRun{Shoppers: len(places), PeakInFlight: peak.Load(), Seconds: time.Since(started).Seconds(),
		Calls: log.summaries(), Problems: []string{}, log: log}
	for i, got := range outcomes {
		if got.problem != "" {
			run.Problems = append(run.Problems, fmt.Sprintf("shopper %d: %s", i, got.problem))
		}
		if got.placedOrderID == "" {
			continue
		}
		run.Orders.Placed++
		run.Orders.PlacedOrders = append(run.Orders.PlacedOrders, placedOrder{UserID: got.userID, OrderID: got.placedOrderID})
		listed := 0
		for _, id := range got.listedOrders {
			if id == got.placedOrderID {
				listed++
			}
		}
		switch {
		case listed == 1 && len(got.listedOrders) == 1:
			run.Orders.ExactlyOne++
		case listed == 0:
			run.Orders.Missing++
			run.Problems = append(run.Problems, fmt.Sprintf("shopper %d: order %s missing from their list %v", i, got.placedOrderID, got.listedOrders))
		default:
			run.Orders.Extra++
			run.Problems = append(run.Problems, fmt.Sprintf("shopper %d: order %s listed with %v", i, got.placedOrderID, got.listedOrders))
		}
	}
	return run
}

// misses names every target the run missed: errors, orders not exactly once, a slow call.
func (run crowdRun) misses(p95Limit time.Duration) []string {
	var missed []string
	for _, call := range run.Calls {
		if call.Name == overallName {
			continue
		}
		if call.Errors+call.Non2xx > 0 {
			missed = append(missed, fmt.Sprintf("%s: %d non-2xx, %d errors", call.Name, call.Non2xx, call.Errors))
		}
		if call.P95 >= float64(p95Limit.Milliseconds()) {
			missed = append(missed, fmt.Sprintf("%s: p95 %.1f ms, not under %d ms", call.Name, call.P95, p95Limit.Milliseconds()))
		}
	}
	if len(run.Problems) > 0 {
		missed = append(missed, fmt.Sprintf("%d shoppers did not finish or saw a wrong order list", len(run.Problems)))
	}
	if run.Orders.ExactlyOne != run.Shoppers {
		missed = append(missed, fmt.Sprintf("%d of %d orders placed and listed exactly once", run.Orders.ExactlyOne, run.Shoppers))
	}
	return missed
}

// slowestP95 is the p95 of the slowest call name: what the knee follows.
func (run crowdRun) slowestP95() (string, float64) {
	name, worst := "", 0.0
	for _, call := range run.Calls {
		if call.Name != overallName && call.P95 > worst {
			name, worst = call.Name, call.P95
		}
	}
	return name, worst
}
