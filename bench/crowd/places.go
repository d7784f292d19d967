package main

import (
	"encoding/json"
	"fmt"
	"os"
)

// place is one open place in a delivery slot, with an address of its city: the wrapper
// (crowd.bench.mjs) finds them spread over cities, days and slots, one per shopper.
type place struct {
	City       string `json:"city"`
	Province   string `json:"province"`
	PostalCode string `json:"postalCode"`
	Date       string `json:"date"`
	SlotStart  string `json:"slotStart"`
}

func readPlaces(path string) ([]place, error) {
	content, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var places []place
	if err := json.Unmarshal(content, &places); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return places, nil
}
