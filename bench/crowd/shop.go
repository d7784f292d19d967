package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// shop is the shop's HTTP API as the crowd calls it; every call made through `call` is timed
// and logged under its name.
type shop struct {
	origin string
	client *http.Client
	log    *callLog
}

func newShop(origin string, shoppers int, log *callLog) *shop {
	transport := http.DefaultTransport.(*http.Transport).Clone()
	// A connection per shopper at most, as each browser keeps its own.
	transport.MaxIdleConns = shoppers + 16
	transport.MaxIdleConnsPerHost = shoppers + 16
	return &shop{origin: origin, client: &http.Client{Transport: transport, Timeout: 60 * time.Second}, log: log}
}

type request struct {
	name    string // the call's name in the report, e.g. "POST /api/cart"
	method  string
	path    string
	token   string
	from    string // the shopper's address, sent as X-Forwarded-For
	body    any
	headers map[string]string
}

type answer struct {
	status  int
	header  http.Header
	body    []byte
	problem string // why the call failed: no answer, or an answer outside 2xx; empty when it did not
}

// call sends the request, logs its vegeta Result under req.name (unless the name is empty: the
// bench's own set-up calls are not the crowd's) and answers what came back.
func (s *shop) call(req request) answer {
	var payload []byte
	if req.body != nil {
		var err error
		if payload, err = json.Marshal(req.body); err != nil {
			panic(err)
		}
	}
	httpRequest, err := http.NewRequest(req.method, s.origin+req.path, bytes.NewReader(payload))
	if err != nil {
		panic(err)
	}
	if req.body != nil {
		httpRequest.Header.Set("content-type", "application/json")
	}
	if req.token != "" {
		httpRequest.Header.Set("authorization", "Bearer "+req.token)
	}
	if req.from != "" {
		httpRequest.Header.Set("x-forwarded-for", req.from)
	}
	for name, value := range req.headers {
		httpRequest.Header.Set(name, value)
	}

	result := vegeta.Result{Method: req.method, URL: httpRequest.URL.String(), Timestamp: time.Now(), BytesOut: uint64(len(payload))}
	var got answer
	response, err := s.client.Do(httpRequest)
	if err == nil {
		got.body, err = io.ReadAll(response.Body)
		response.Body.Close()
	}
	result.Latency = time.Since(result.Timestamp)
	switch {
	case err != nil:
		result.Error = err.Error()
		got.problem = fmt.Sprintf("%s: %v", req.name, err)
	default:
		got.status, got.header = response.StatusCode, response.Header
		result.Code, result.BytesIn = uint16(response.StatusCode), uint64(len(got.body))
		if response.StatusCode < 200 || response.StatusCode >= 300 {
			result.Error = response.Status
			got.problem = fmt.Sprintf("%s answered %s: %.300s", req.name, response.Status, got.body)
		}
	}
	if req.name != "" {
		s.log.add(req.name, &result)
	}
	return got
}

// err is why the call failed, or nil.
func (a answer) err() error {
	if a.problem == "" {
		return nil
	}
	return errors.New(a.problem)
}

// decode reads a 2xx answer's JSON into into; a failed call or an unreadable body is an error.
func (a answer) decode(into any) error {
	if err := a.err(); err != nil {
		return err
	}
	if err := json.Unmarshal(a.body, into); err != nil {
		return fmt.Errorf("unreadable answer (%v): %.300s", err, a.body)
	}
	return nil
}
