package main

import "fmt"

// kneeReport follows the slowest call's p95 as the crowd grows: the knee is the first size at
// which it is at least double what the smallest crowd saw.
type kneeReport struct {
	BaselineShoppers int        `json:"baselineShoppers"`
	BaselineP95Ms    float64    `json:"baselineP95Ms"`
	Steps            []kneeStep `json:"steps"`
	KneeShoppers     int        `json:"kneeShoppers"` // 0: p95 never doubled
}

type kneeStep struct {
	Shoppers    int     `json:"shoppers"`
	SlowestCall string  `json:"slowestCall"`
	P95Ms       float64 `json:"p95Ms"`
	Ratio       float64 `json:"ratioToBaseline"`
}

func kneeOf(runs []crowdRun) *kneeReport {
	_, baseline := runs[0].slowestP95()
	knee := &kneeReport{BaselineShoppers: runs[0].Shoppers, BaselineP95Ms: baseline}
	for _, run := range runs {
		name, p95 := run.slowestP95()
		knee.Steps = append(knee.Steps, kneeStep{Shoppers: run.Shoppers, SlowestCall: name, P95Ms: p95, Ratio: p95 / baseline})
		if knee.KneeShoppers == 0 && p95 >= 2*baseline {
			knee.KneeShoppers = run.Shoppers
		}
	}
	return knee
}

func printKnee(knee *kneeReport) {
	fmt.Println("\n== knee: the slowest call's p95 by crowd size")
	for _, step := range knee.Steps {
		fmt.Printf("%5d shoppers  p95 %7.1f ms  x%.2f  (%s)\n", step.Shoppers, step.P95Ms, step.Ratio, step.SlowestCall)
	}
	if knee.KneeShoppers == 0 {
		fmt.Printf("knee: p95 never doubled from %d shoppers' %.1f ms\n", knee.BaselineShoppers, knee.BaselineP95Ms)
		return
	}
	fmt.Printf("knee: %d shoppers (p95 at least double the %.1f ms of %d shoppers)\n",
		knee.KneeShoppers, knee.BaselineP95Ms, knee.BaselineShoppers)
}
